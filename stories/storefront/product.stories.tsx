import { fixtures, mockData, mockHandlers, serverError } from '@dhanya/api/msw';
import { ProductPage } from '@dhanya/storefront/routes/product';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutPageDecorator, mobileHindi, pageParameters, pageSetup, served } from './support/page';

/** Room for a busy machine: data arrives through the mock service worker. */
const slow = { timeout: 5000 };

const [sonaMasoori, basmati, redMatta, brownRice] = fixtures.products as [
  (typeof fixtures.products)[number],
  (typeof fixtures.products)[number],
  (typeof fixtures.products)[number],
  (typeof fixtures.products)[number],
];
const mangoes = fixtures.products.find((product) => product.quantity === 0)!;
const blackRice = fixtures.products.find((product) => product.quantity > 0 && product.quantity <= 10)!;

/** The page at `/product/{id}` of one demo product. */
const showing = (product: { _id: string }) => ({ route: `/product/${product._id}` });

const meta = {
  title: 'Storefront/Pages/Product',
  tags: ['!autodocs'],
  component: ProductPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/product/:id', ...showing(sonaMasoori) },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A button once it can be used: the cart button waits until the shopper's cart is known. */
async function enabledButton(canvas: ReturnType<typeof within>, name: string) {
  const button = await canvas.findByRole('button', { name }, slow);
  await waitFor(() => expect(button).toBeEnabled(), { timeout: 5000 });
  return button;
}

/** Toasts fade in; wait until the shopper can read one. */
async function toastShows(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 5000 });
}

const guestCart = () => JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as { productId: string }[];
const inServerCart = (productId: string) => mockData.cartLines.some((line) => line.productId === productId);

export const Populated: Story = {
  tags: ['req:CATALOG-08', 'req:CATALOG-09', 'req:CATALOG-10', 'req:CATALOG-11'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: sonaMasoori.title }, slow)).toBeVisible();
    await expect(canvas.getByText('₹449.00')).toBeVisible();
    await expect(canvas.getByText(sonaMasoori.description)).toBeVisible();
    // The product's own rating, out of 5 stars, and its review count with separators.
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeVisible();
    await expect(canvas.getByText('2,847 reviews')).toBeVisible();
    const features = canvas.getByRole('list', { name: 'Why shop with us' });
    for (const chip of ['Free Shipping', 'Premium Quality', '24/7 Support', 'Easy Returns']) {
      await expect(within(features).getByText(chip)).toBeVisible();
    }
    await expect(canvas.getByText('In stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    // The full-size picture loads at once in a box of its own size: no layout shift.
    const image = canvas.getByRole('img', { name: sonaMasoori.title });
    await expect(image).toHaveAttribute('src', `/uploads/products/${sonaMasoori.image}`);
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('width');
    await expect(image).toHaveAttribute('height');
    const breadcrumb = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(breadcrumb).getByRole('link', { name: 'Rice' })).toHaveAttribute(
      'href',
      `/categories/${sonaMasoori.category!._id}`,
    );
  },
};

export const SearchEngineData: Story = {
  name: 'Search engine data',
  parameters: { docs: { description: { story: 'Title, description and structured data.' } } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: sonaMasoori.title }, slow);
    await waitFor(() => expect(document.title).toContain(sonaMasoori.title), slow);
    const description = document.head.querySelector('meta[name="description"]')!.getAttribute('content')!;
    await expect(description.length).toBeLessThanOrEqual(155);
    await expect(sonaMasoori.description.startsWith(description.slice(0, -1))).toBe(true);
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    await expect(ld).toMatchObject({
      '@type': 'Product',
      name: sonaMasoori.title,
      sku: sonaMasoori._id,
      image: [new URL(`/uploads/products/${sonaMasoori.image}`, window.location.href).href],
      offers: { price: 449, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.8, reviewCount: 2847 },
    });
  },
};

const toorDal = fixtures.products.find((product) => product._id === 'prod-organic-toor-dal-1kg')!;

export const SeveralPacks: Story = {
  name: 'Several packs',
  tags: ['packs', 'state'],
  parameters: {
    ...showing(basmati),
    docs: { description: { story: 'The packs as radio cards; choosing one shows its price and price per kg.' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: basmati.title }, slow);
    const picker = canvas.getByRole('radiogroup', { name: 'Pack size' });
    await expect(within(picker).getByRole('radio', { name: /^1 kg\b/ })).toBeChecked();
    await expect(canvas.getAllByText('₹189/kg').length).toBeGreaterThan(0);
    await userEvent.click(within(picker).getByRole('radio', { name: /^5 kg\b/ }));
    await waitFor(() => expect(within(picker).getByRole('radio', { name: /^5 kg\b/ })).toBeChecked());
    await expect(canvas.getAllByText('₹169.80/kg').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('₹849.00').length).toBeGreaterThan(0);
    const ld = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    await expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 189, highPrice: 849, offerCount: 2 });
  },
};

export const PackOutOfStock: Story = {
  name: 'A pack out of stock',
  tags: ['packs'],
  parameters: {
    ...showing(toorDal),
    docs: { description: { story: 'A sold-out pack is shown, and cannot be chosen.' } },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: toorDal.title }, slow);
    const soldOut = canvas.getByRole('radio', { name: /^5 kg\b/ });
    await expect(soldOut).toBeDisabled();
    await expect(soldOut).toHaveAccessibleName(/Out of stock/);
    await expect(canvas.getByRole('radio', { name: /^500 g\b/ })).toBeChecked();
  },
};

export const ShopperAddsAPack: Story = {
  name: 'Shopper adds a pack',
  tags: ['packs', 'req:CATALOG-13'],
  parameters: { session: 'shopper', ...showing(basmati) },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: basmati.title }, slow);
    await userEvent.click(canvas.getByRole('radio', { name: /^5 kg\b/ }));
    await userEvent.click(await enabledButton(canvas, 'Add to Cart'));
    await toastShows('Product added to cart!');
    const fiveKg = basmati.packs.find((pack) => pack.label === '5 kg')!;
    await waitFor(() => expect(mockData.cartLines.some((line) => line.packId === fiveKg._id)).toBe(true));
    await expect(await enabledButton(canvas, 'Remove from Cart')).toBeVisible();
    // The other pack is not in the cart: choosing it offers "Add to Cart" again.
    await userEvent.click(canvas.getByRole('radio', { name: /^1 kg\b/ }));
    await expect(await enabledButton(canvas, 'Add to Cart')).toBeVisible();
  },
};

export const SeveralPacksMobile: Story = {
  name: 'Several packs, mobile',
  tags: ['packs'],
  globals: { viewport: { value: 'mobile' } },
  parameters: { ...showing(basmati) },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: basmati.title }, slow);
    await expect(canvas.getByRole('radiogroup', { name: 'Pack size' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const WithoutRating: Story = {
  name: 'Without rating data',
  tags: ['req:CATALOG-09'],
  parameters: showing(brownRice),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: brownRice.title }, slow)).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/reviews?$/)).not.toBeInTheDocument();
  },
};

export const OnOffer: Story = {
  tags: ['state'],
  name: 'On special offer',
  parameters: showing(redMatta),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: redMatta.title }, slow)).toBeVisible();
    await expect(canvas.getByText('₹350.10')).toBeVisible();
    await expect(canvas.getByText('₹389.00')).toBeVisible();
    await expect(canvas.getByText('10% off')).toBeVisible();
    await expect(canvas.getByText(/^Offer ends/)).toBeVisible();
  },
};

export const LowStock: Story = {
  tags: ['state'],
  parameters: showing(blackRice),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Only ${blackRice.quantity} left in stock`, {}, slow)).toBeVisible();
  },
};

export const OutOfStock: Story = {
  tags: ['state'],
  parameters: showing(mangoes),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: mangoes.title }, slow)).toBeVisible();
    await expect(canvas.getAllByText('Out of stock')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  },
};

export const LoggedOut: Story = {
  name: 'Guest adds and removes',
  tags: ['req:CART-11'],
  parameters: {
    ...showing(basmati),
    session: 'guest',
    docs: { description: { story: 'Guest adds to and removes from the guest cart.' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await enabledButton(canvas, 'Add to Cart'));
    await toastShows('Product added to cart!');
    await enabledButton(canvas, 'Remove from Cart');
    await expect(guestCart()).toEqual([expect.objectContaining({ productId: basmati._id, quantity: 1 })]);
    await userEvent.click(await enabledButton(canvas, 'Remove from Cart'));
    await enabledButton(canvas, 'Add to Cart');
    await expect(guestCart()).toEqual([]);
  },
};

export const ShopperAdds: Story = {
  name: 'Shopper adds',
  tags: ['req:CATALOG-12', 'req:CATALOG-13'],
  parameters: {
    ...showing(basmati),
    session: 'shopper',
    docs: { description: { story: 'Shopper adds to the cart.' } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await enabledButton(canvas, 'Add to Cart'));
    await toastShows('Product added to cart!');
    await enabledButton(canvas, 'Remove from Cart');
    await expect(inServerCart(basmati._id)).toBe(true);
    await expect(guestCart()).toEqual([]);
  },
};

export const ShopperWithItemInCart: Story = {
  name: 'Shopper removes',
  tags: ['req:CATALOG-12', 'req:CATALOG-14'],
  parameters: { session: 'shopper', docs: { description: { story: 'Shopper with the item in the cart removes it.' } } },
  play: async ({ canvas }) => {
    await expect(inServerCart(sonaMasoori._id)).toBe(true);
    await userEvent.click(await enabledButton(canvas, 'Remove from Cart'));
    await enabledButton(canvas, 'Add to Cart');
    await expect(inServerCart(sonaMasoori._id)).toBe(false);
  },
};

export const AddFails: Story = {
  name: 'Add failed',
  tags: ['req:CATALOG-13'],
  parameters: {
    ...showing(basmati),
    session: 'shopper',
    msw: {
      handlers: {
        ...mockHandlers(),
        cart: [
          http.post('/api/cart/addcart', () => HttpResponse.json(serverError, { status: 500 })),
          ...mockHandlers().cart,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await enabledButton(canvas, 'Add to Cart'));
    await toastShows('Failed to add product to cart.');
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(inServerCart(basmati._id)).toBe(false);
  },
};

export const NotFound: Story = {
  name: 'Unknown id',
  tags: ['req:CATALOG-15'],
  parameters: { route: '/product/no-such-product' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product not found' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/productlist');
  },
};

export const MalformedId: Story = {
  name: 'Malformed id',
  tags: ['req:CATALOG-15'],
  parameters: {
    route: '/product/%20',
    msw: {
      handlers: {
        ...mockHandlers(),
        catalog: [
          http.get('/api/product/:id', () => HttpResponse.json({ msg: 'Invalid product id' }, { status: 400 })),
          ...mockHandlers().catalog,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product not found' }, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('Loading product...');
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'Empty shop',
  tags: ['req:CATALOG-15'],
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product not found' }, slow)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load product. Please try again.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.queryByText('Product not found')).not.toBeInTheDocument();
  },
};

export const BrokenImage: Story = {
  name: 'Broken image',
  tags: ['req:CATALOG-16'],
  parameters: {
    // A stored file the server no longer has: its URL answers 404.
    msw: {
      handlers: {
        ...mockHandlers(),
        catalog: [
          http.get('/api/product/:id', () => HttpResponse.json({ ...sonaMasoori, image: 'lost-in-a-move.webp' })),
          ...mockHandlers().catalog,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: sonaMasoori.title }, slow);
    await waitFor(() => expect(canvas.getByRole('img', { name: sonaMasoori.title }).tagName).not.toBe('IMG'), slow);
    await expect(canvas.getByRole('img', { name: sonaMasoori.title })).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { visual: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: sonaMasoori.title }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const MobileHindi: Story = {
  ...mobileHindi('The product under `/hi`: the shop’s words and the product’s own in Hindi.'),
  play: async ({ canvas }) => {
    const hindi = sonaMasoori.translations!.hi!;
    await expect(await canvas.findByRole('heading', { level: 1, name: hindi.title }, slow)).toBeVisible();
    await expect(canvas.getByText(hindi.description!)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
  },
};
