import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ProductCard, ProductCardSkeleton } from '@dhanya/ui';
import {
  basmati,
  brokenImageProduct,
  longTitleProduct,
  noImageProduct,
  products,
  sonaMasoori,
} from '../support/catalog-fixtures';
import { componentDocs } from '../support/component-docs';
import { routerLink } from '../support/router-link';

const cardArgs = (product: typeof sonaMasoori) => ({
  title: product.title,
  price: product.price,
  compareAtPrice: product.compareAtPrice,
  image: product.image,
  href: `/product/${product._id}`,
});

/** A product sold in several packs is named without a size: its card shows "from ₹X". */
const severalPacksTitle = 'Aged Basmati Rice';

function CurrentPath() {
  return <p className="mt-4 text-sm text-muted-foreground">Current path: {useLocation().pathname}</p>;
}

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  subcomponents: { ProductCardSkeleton },
  args: { ...cardArgs(sonaMasoori), renderLink: routerLink, onWishlistToggle: fn() },
  parameters: {
    docs: componentDocs(
      `
      One product in a list: picture, name (cut at two lines, full name in its title), price (with the
      old price struck through when discounted), a heart to save it to the wishlist and a View Product link.
      It is at most 220 px wide with a 180 px picture, lazily loaded unless \`imageLoading="eager"\` (for
      the first row), and a missing or broken picture becomes a placeholder of the same size. The heart
      is uncontrolled (\`defaultSaved\`) or controlled (\`saved\` with \`onWishlistToggle\`); \`action\` adds a
      control such as Add to Cart. A product sold in several packs passes its cheapest pack's price
      with \`priceFrom\`: "from ₹189.00". ProductCardSkeleton holds its place while loading.
      `,
      `
      <ProductCard
        title={product.title}
        price={product.price}
        compareAtPrice={product.compareAtPrice}
        image={imageUrl(product.image)}
        href={\`/product/\${product._id}\`}
        saved={wishlist.has(product._id)}
        onWishlistToggle={(saved) => toggleWishlist(product._id, saved)}
        renderLink={routerLink}
      />
      `,
    ),
  },
  // Product pages are a route of their own, so a play function sees where "View Product" leads.
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/product/:id" element={<p>Product page</p>} />
        <Route
          path="*"
          element={
            <>
              <Story />
              <CurrentPath />
            </>
          }
        />
      </Routes>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const heldPictureTitle = 'Kodo Millet (picture on tap)';

export const All: Story = {
  tags: ['req:HOME-25', 'req:HOME-26', 'req:HOME-27', 'req:CATALOG-16'],
  render: (args) => (
    <div className="flex flex-wrap items-stretch gap-4">
      <ProductCard {...args} />
      <ProductCard {...args} {...cardArgs(basmati)} defaultSaved />
      <ProductCard {...args} {...cardArgs(noImageProduct)} />
      <ProductCard {...args} {...cardArgs(brokenImageProduct)} />
      <ProductCard {...args} {...cardArgs(longTitleProduct)} />
      <ProductCard {...args} action={<Button size="sm">Add to Cart</Button>} />
      <ProductCard {...args} {...cardArgs(basmati)} title={severalPacksTitle} priceFrom />
      <ProductCard {...args} title={heldPictureTitle} imageOnTap />
      <ProductCardSkeleton />
      <ProductCardSkeleton withAction />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cardOf = (title: string) => within(canvas.getAllByRole('article', { name: title })[0]!);

    const card = cardOf(sonaMasoori.title);
    const image = card.getByRole('img', { name: sonaMasoori.title });
    await expect(image).toHaveAttribute('src', sonaMasoori.image);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.getBoundingClientRect().height).toBe(180);
    await expect(card.getByRole('heading', { name: sonaMasoori.title })).toBeVisible();
    await expect(card.getByText('₹649.00')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'View Product' })).toHaveAttribute('href', '/product/p-sona-masoori');

    // Discounted: the original price struck through.
    const discounted = cardOf(basmati.title);
    await expect(discounted.getByText('₹189.00')).toBeVisible();
    await expect(discounted.getByText('Original price:', { exact: false }).closest('s')).toHaveTextContent('₹229.00');

    // A missing or broken picture leaves a placeholder of the same height.
    for (const product of [noImageProduct, brokenImageProduct]) {
      const picture = () => cardOf(product.title).getByRole('img', { name: product.title });
      await waitFor(() => expect(picture()).toHaveAttribute('data-slot', 'image-placeholder'));
      await expect(picture().getBoundingClientRect().height).toBe(180);
    }

    // A long title is clamped to two 20 px lines and keeps its full text in its title.
    const long = cardOf(longTitleProduct.title);
    const heading = long.getByRole('heading', { name: longTitleProduct.title });
    await expect(heading).toHaveAttribute('title', longTitleProduct.title);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(40);
    await expect(long.getByText('₹1,23,456.50')).toBeVisible();

    // Lite mode: the picture waits for a tap, in a box of the same height.
    const held = cardOf(heldPictureTitle);
    await expect(held.queryByRole('img')).toBeNull();
    await expect(held.getByRole('button', { name: 'Show picture' })).toHaveAccessibleDescription(heldPictureTitle);

    for (const article of canvas.getAllByRole('article')) {
      await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(220);
    }
  },
};

export const PictureOnTap: Story = {
  name: 'Picture on tap',
  args: { imageOnTap: true },
  parameters: { docs: { description: { story: 'Lite mode: "Show picture" downloads the picture held back.' } } },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.queryByRole('img')).toBeNull();
    // A finger on the button reaches it, not the card's stretched "View Product" link.
    const button = card.getByRole('button', { name: 'Show picture' });
    const box = button.getBoundingClientRect();
    await expect(button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))).toBe(true);
    await userEvent.click(button);
    await expect(card.getByRole('img', { name: sonaMasoori.title })).toHaveAttribute('src', sonaMasoori.image);
    await expect(card.queryByRole('button', { name: 'Show picture' })).toBeNull();
  },
};

export const ViewProduct: Story = {
  name: 'View product',
  tags: ['req:HOME-25'],
  parameters: { docs: { description: { story: 'View Product opens /product/{id}.' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'View Product' }));
    await expect(await canvas.findByText('Product page')).toBeVisible();
  },
};

export const WishlistToggle: Story = {
  name: 'Wishlist toggle',
  tags: ['req:HOME-29'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Remove from wishlist');
    await expect(args.onWishlistToggle).toHaveBeenLastCalledWith(true);
    // Saving is not navigating: the card and the start URL stay.
    await expect(canvas.getByText('Current path: /')).toBeVisible();
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onWishlistToggle).toHaveBeenLastCalledWith(false);
  },
};

export const Saved: Story = {
  tags: ['req:HOME-29'],
  args: { saved: true },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Remove from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Controlled: the click asks the app, which keeps `saved` as it is here.
    await userEvent.click(heart);
    await expect(args.onWishlistToggle).toHaveBeenCalledWith(false);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WithAction: Story = {
  args: { action: <Button size="sm">Add to Cart</Button>, imageLoading: 'eager' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    // The action sits above the card-wide link, so it does not open the product.
    await expect(canvas.getByText('Current path: /')).toBeVisible();
    await expect(canvas.getByRole('img', { name: sonaMasoori.title })).toHaveAttribute('loading', 'eager');
  },
};

export const SeveralPacks: Story = {
  name: 'Several packs',
  parameters: {
    docs: { description: { story: 'Sold in several packs: the cheapest pack\'s price, as "from ₹X".' } },
  },
  args: { ...cardArgs(basmati), title: severalPacksTitle, priceFrom: true },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: severalPacksTitle }));
    await expect(card.getByText('from')).toBeVisible();
    await expect(card.getByText('₹189.00').closest('p')).toHaveTextContent(/^from ₹189\.00/);
    await expect(card.getByText('Original price:', { exact: false }).closest('s')).toHaveTextContent('₹229.00');
  },
};

export const Loading: Story = {
  parameters: { docs: { description: { story: 'A skeleton of the same size.' } } },
  render: (args) => (
    <div className="flex items-start gap-4">
      <ProductCard {...args} />
      <ProductCardSkeleton />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    const skeleton = canvasElement.querySelector('[data-slot="product-card-skeleton"]');
    await expect(skeleton).not.toBeNull();
    const cardBox = card.getBoundingClientRect();
    const skeletonBox = skeleton!.getBoundingClientRect();
    await expect(skeletonBox.width).toBe(cardBox.width);
    await expect(skeletonBox.height).toBe(cardBox.height);
  },
};

export const Mobile: Story = {
  tags: ['req:HOME-27'],
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div className="grid grid-cols-2 gap-4">
      {products.slice(0, 4).map((product) => (
        <ProductCard key={product._id} {...args} {...cardArgs(product)} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('article');
    for (const card of cards) {
      await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(220);
      const image = card.querySelector('[data-slot="product-card-media"]')!;
      await expect(image.getBoundingClientRect().height).toBe(180);
    }
  },
};
