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
import { routerLink } from '../support/router-link';

const cardArgs = (product: typeof sonaMasoori) => ({
  title: product.title,
  price: product.price,
  compareAtPrice: product.compareAtPrice,
  image: product.image,
  href: `/product/${product._id}`,
});

function CurrentPath() {
  return <p className="mt-4 text-sm text-muted-foreground">Current path: {useLocation().pathname}</p>;
}

const meta = {
  title: 'UI/ProductCard',
  component: ProductCard,
  args: { ...cardArgs(sonaMasoori), renderLink: routerLink, onWishlistToggle: fn() },
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

export const All: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-stretch gap-4">
      <ProductCard {...args} />
      <ProductCard {...args} {...cardArgs(basmati)} defaultSaved />
      <ProductCard {...args} {...cardArgs(noImageProduct)} />
      <ProductCard {...args} {...cardArgs(brokenImageProduct)} />
      <ProductCard {...args} {...cardArgs(longTitleProduct)} />
      <ProductCard {...args} action={<Button size="sm">Add to Cart</Button>} />
      <ProductCardSkeleton />
      <ProductCardSkeleton withAction />
    </div>
  ),
};

export const Populated: Story = {
  tags: ['req:HOME-25', 'req:HOME-27'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: sonaMasoori.title });
    await expect(within(card).getByRole('img', { name: sonaMasoori.title })).toHaveAttribute('src', sonaMasoori.image);
    await expect(within(card).getByRole('heading', { name: sonaMasoori.title })).toBeVisible();
    await expect(within(card).getByText('₹649.00')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Add to wishlist' })).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'View Product' })).toHaveAttribute(
      'href',
      '/product/p-sona-masoori',
    );
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(220);
    const image = within(card).getByRole('img', { name: sonaMasoori.title });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.getBoundingClientRect().height).toBe(180);
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

export const MissingImage: Story = {
  name: 'Missing image',
  tags: ['req:CATALOG-16'],
  args: cardArgs(noImageProduct),
  play: async ({ canvasElement }) => {
    const placeholder = within(canvasElement).getByRole('img', { name: noImageProduct.title });
    await expect(placeholder).toHaveAttribute('data-slot', 'image-placeholder');
    await expect(placeholder.getBoundingClientRect().height).toBe(180);
  },
};

export const BrokenImage: Story = {
  name: 'Broken image',
  tags: ['req:HOME-26', 'req:CATALOG-16'],
  args: cardArgs(brokenImageProduct),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: brokenImageProduct.title })).toHaveAttribute(
        'data-slot',
        'image-placeholder',
      ),
    );
    const placeholder = canvas.getByRole('img', { name: brokenImageProduct.title });
    await expect(placeholder.getBoundingClientRect().height).toBe(180);
  },
};

export const LongTitle: Story = {
  args: cardArgs(longTitleProduct),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: longTitleProduct.title });
    await expect(heading).toHaveAttribute('title', longTitleProduct.title);
    // Clamped to two 20 px lines.
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(40);
    await expect(canvas.getByText('₹1,23,456.50')).toBeVisible();
    await expect(canvas.getByRole('article').getBoundingClientRect().width).toBeLessThanOrEqual(220);
  },
};

export const Discounted: Story = {
  args: cardArgs(basmati),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₹189.00')).toBeVisible();
    await expect(canvas.getByText('Original price:', { exact: false }).closest('s')).toHaveTextContent('₹229.00');
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
