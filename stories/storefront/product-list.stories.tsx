import { fixtures, mockData, mockHandlers, productListAnswer, serverError } from '@dhanya/api/msw';
import { ProductListPage } from '@dhanya/storefront/routes/product-list';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

/** Room for a busy machine: data arrives through the mock service worker. */
const slow = { timeout: 5000 };

const basmati = fixtures.products[1]!;
/** A product of one pack, not in the demo cart: a card's "Add to Cart" adds it at once. */
const brownRice = fixtures.products[3]!;
const mangoes = fixtures.products.find((product) => product.quantity === 0)!;

/**
 * A short catalogue for the stories about one card: the whole demo shop has 58 cards, and
 * finding one among them by name is slow on a busy machine.
 */
const fewProducts = (cart = mockHandlers().cart) => ({
  msw: {
    handlers: {
      ...mockHandlers(),
      cart,
      catalog: [
        http.get('/api/product/get', ({ request }) =>
          productListAnswer([...fixtures.products.slice(0, 4), mangoes], request),
        ),
        ...mockHandlers().catalog,
      ],
    },
  },
});

const meta = {
  title: 'Storefront/Pages/ProductList',
  tags: ['!autodocs'],
  component: ProductListPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/productlist' },
} satisfies Meta<typeof ProductListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function toastShows(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 5000 });
}

/** How many cards share the first row. */
function cardsInFirstRow(cards: HTMLElement[]) {
  const firstTop = cards[0]!.getBoundingClientRect().top;
  return cards.filter((card) => Math.abs(card.getBoundingClientRect().top - firstTop) < 1).length;
}

const addButtonOf = async (canvas: Canvas, title: string) =>
  within(await canvas.findByRole('article', { name: title }, slow)).getByRole('button', {
    name: 'Add to Cart',
  });

const firstPage = fixtures.products.slice(0, 24);
const pages = Math.ceil(fixtures.products.length / 24);

export const Populated: Story = {
  tags: ['req:CATALOG-17'],
  parameters: {
    docs: { description: { story: 'Every product, 24 to a page, each with "Add to Cart"; links to the other pages.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards).toHaveLength(24);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 1–24 of ${fixtures.products.length} products`);
    // Each with its "Add to Cart" (disabled only when out of stock).
    const inStock = firstPage.filter((product) => product.quantity > 0).length;
    await expect(canvas.getAllByText('Add to Cart')).toHaveLength(inStock);
    await expect(canvas.queryAllByText('Out of stock')).toHaveLength(firstPage.length - inStock);
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: `Page ${pages}` })).toHaveAttribute(
      'href',
      `/productlist?page=${pages}`,
    );
    await expect(pagination.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SecondPage: Story = {
  name: 'Second page',
  parameters: {
    route: '/productlist?page=2',
    docs: { description: { story: '`?page=2`: a link a crawler or the back button can follow.' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: fixtures.products[24]!.title }, slow);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 25–48 of ${fixtures.products.length} products`);
    const pagination = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pagination.getByRole('link', { name: 'Next' }));
    await canvas.findByRole('article', { name: fixtures.products[48]!.title }, slow);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing 49–${fixtures.products.length} of`);
  },
};

const byPrice = [...fixtures.products].sort((a, b) => a.effectivePrice - b.effectivePrice);

export const SortedByPrice: Story = {
  name: 'Sorted by price',
  parameters: {
    docs: { description: { story: 'Choosing "Price: low to high" shows the cheapest first, from page 1.' } },
  },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, slow);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName(byPrice[0]!.title), slow);
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  },
};

export const Filtered: Story = {
  parameters: {
    route: '/productlist?onOffer=1',
    docs: { description: { story: '"On offer" ticked: only the products on an offer; the filters start open.' } },
  },
  play: async ({ canvas }) => {
    const onOffer = fixtures.products.filter((product) => product.discount !== null);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(Math.min(onOffer.length, 24)), slow);
    await expect(canvas.getByRole('checkbox', { name: 'On offer' })).toBeChecked();
    await expect(canvas.getByText('Filters (1)')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'In stock' }));
    const both = onOffer.filter((product) => product.quantity > 0);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(Math.min(both.length, 24)), slow);
    await expect(canvas.getByText('Filters (2)')).toBeVisible();
  },
};

export const NoMatch: Story = {
  tags: ['state'],
  name: 'No match',
  parameters: {
    route: '/productlist?minPrice=5000&maxPrice=9000',
    docs: { description: { story: 'Filters that match nothing say so, and "Clear filters" shows everything again.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No product matches these filters.', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/productlist');
  },
};

export const PriceRange: Story = {
  name: 'Price range',
  parameters: { docs: { description: { story: 'A price range applies with "Apply" (or Enter).' } } },
  play: async ({ canvas }) => {
    await canvas.findAllByRole('article', {}, slow);
    await userEvent.click(canvas.getByText('Filters'));
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Max price (₹)' }), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const cheap = fixtures.products.filter((product) => product.effectivePrice <= 50);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(Math.min(cheap.length, 24)), slow);
    await expect(canvas.getByRole('status')).toHaveTextContent(`of ${cheap.length} products`);
  },
};

export const PastTheEnd: Story = {
  name: 'Past the end',
  parameters: { route: '/productlist?page=99' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This page is past the end of the list.', {}, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the first page' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24), slow);
  },
};

export const ProductCard: Story = {
  name: 'Product card',
  tags: ['req:HOME-25', 'req:HOME-27'],
  parameters: fewProducts(),
  play: async ({ canvas }) => {
    const product = fixtures.products[0]!;
    const cards = await canvas.findAllByRole('article', {}, slow);
    const first = within(cards[0]!);
    await expect(first.getByRole('heading', { name: product.title })).toBeVisible();
    await expect(first.getByText('₹449.00')).toBeVisible();
    await expect(first.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    await expect(first.getByRole('link', { name: 'View Product' })).toHaveAttribute('href', `/product/${product._id}`);
    // At most 220 px wide, with a 180 px image.
    const image = first.getByRole('img', { name: product.title });
    await expect(image).toBeVisible();
    await expect(cards[0]!.getBoundingClientRect().width).toBeLessThanOrEqual(220);
    await expect(image.getBoundingClientRect().height).toBe(180);
    // The first row loads its pictures at once; cards further down load theirs when scrolled to.
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

export const LazyImages: Story = {
  name: 'Lazy images',
  parameters: { docs: { description: { story: 'Images below the first row load lazily.' } } },
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByRole('article', {}, slow);
    const last = firstPage.at(-1)!;
    await expect(within(cards.at(-1)!).getByRole('img', { name: last.title })).toHaveAttribute('loading', 'lazy');
  },
};

export const Desktop: Story = {
  tags: ['req:CATALOG-25'],
  parameters: { docs: { description: { story: 'At most 4 per row.' } } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(cardsInFirstRow(await canvas.findAllByRole('article', {}, slow))).toBe(4);
  },
};

export const WishlistHeart: Story = {
  name: 'Wishlist heart',
  tags: ['req:HOME-29'],
  parameters: { ...fewProducts(), docs: { description: { story: 'The heart saves to the wishlist.' } } },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: basmati.title }, slow));
    await userEvent.click(card.getByRole('button', { name: 'Add to wishlist' }));
    const heart = card.getByRole('button', { name: 'Remove from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([basmati._id]);
    // Saving does not leave the page.
    await expect(canvas.queryByText(/^Navigated to/)).not.toBeInTheDocument();
    await userEvent.click(heart);
    await expect(card.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute('aria-pressed', 'false');
    await expect(localStorage.getItem('wishlist')).toBeNull();
  },
};

export const LoggedOut: Story = {
  name: 'Guest adds',
  tags: ['req:CART-11'],
  parameters: { session: 'guest', ...fewProducts(), docs: { description: { story: 'Guest adds to the guest cart.' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await addButtonOf(canvas, brownRice.title));
    await toastShows('Product added to cart!');
    await expect(JSON.parse(localStorage.getItem('guest_cart')!)).toEqual([
      expect.objectContaining({ productId: brownRice._id, quantity: 1 }),
    ]);
  },
};

export const ShopperAdds: Story = {
  name: 'Shopper adds',
  tags: ['req:CATALOG-18'],
  parameters: { session: 'shopper', ...fewProducts(), docs: { description: { story: 'Shopper adds one unit.' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await addButtonOf(canvas, brownRice.title));
    await toastShows('Product added to cart!');
    await expect(mockData.cartLines).toContainEqual({
      productId: brownRice._id,
      packId: brownRice.packs[0]!._id,
      quantity: 1,
    });
    await expect(localStorage.getItem('guest_cart')).toBeNull();
  },
};

export const AddFails: Story = {
  name: 'Add failed',
  tags: ['req:CATALOG-18'],
  parameters: {
    session: 'shopper',
    ...fewProducts([
      http.post('/api/cart/addcart', () => HttpResponse.json(serverError, { status: 500 })),
      ...mockHandlers().cart,
    ]),
  },
  play: async ({ canvas }) => {
    await userEvent.click(await addButtonOf(canvas, brownRice.title));
    await toastShows('Failed to add product to cart.');
    await expect(mockData.cartLines.some((line) => line.productId === brownRice._id)).toBe(false);
  },
};

export const SeveralPacks: Story = {
  name: 'Several packs',
  tags: ['req:CATALOG-18', 'packs'],
  parameters: {
    session: 'shopper',
    ...fewProducts(),
    docs: {
      description: { story: 'A card of several packs shows "from" and asks which pack in the quick-add dialog.' },
    },
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: basmati.title }, slow));
    await expect(card.getByText('from')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Add to Cart' }));
    const dialog = within(await screen.findByRole('dialog'));
    const fiveKg = basmati.packs.find((pack) => pack.label === '5 kg')!;
    await userEvent.click(dialog.getByRole('radio', { name: /^5 kg\b/ }));
    await expect(dialog.getByRole('radio', { name: /^5 kg\b/ })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Add to Cart' }));
    await toastShows('Product added to cart!');
    await expect(mockData.cartLines).toContainEqual({ productId: basmati._id, packId: fiveKg._id, quantity: 1 });
  },
};

export const OutOfStock: Story = {
  parameters: fewProducts(),
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: mangoes.title }, slow));
    await expect(card.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  },
};

export const BrokenImage: Story = {
  name: 'Broken image',
  tags: ['req:HOME-26', 'req:CATALOG-16'],
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        catalog: [
          http.get('/api/product/get', ({ request }) =>
            productListAnswer([{ ...fixtures.products[0]!, image: 'lost-in-a-move.webp' }], request),
          ),
          ...mockHandlers().catalog,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', {}, slow));
    const title = fixtures.products[0]!.title;
    await waitFor(() => expect(card.getByRole('img', { name: title }).tagName).not.toBe('IMG'), slow);
    await expect(card.getByRole('img', { name: title }).getBoundingClientRect().height).toBe(180);
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('Loading products...');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products available yet.', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['req:CATALOG-19'],
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load products', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(cardsInFirstRow(await canvas.findAllByRole('article', {}, slow))).toBe(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
