import { fixtures, mockData, mockHandlers, serverError } from '@dhanya/api/msw';
import { AllSpecialOffersPage } from '@dhanya/storefront/routes/all-special-offers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

/** Room for a busy machine: data arrives through the mock service worker. */
const slow = { timeout: 5000 };

const offers = fixtures.products.filter((product) => product.discount !== null);
const firstOffer = offers[0]!;
const notInCart = offers.find((product) => !fixtures.cartLines.some((line) => line.productId === product._id))!;

const meta = {
  title: 'Storefront/Pages/AllSpecialOffers',
  tags: ['!autodocs'],
  component: AllSpecialOffersPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/allspecialoffer' },
} satisfies Meta<typeof AllSpecialOffersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardsInFirstRow(cards: HTMLElement[]) {
  const firstTop = cards[0]!.getBoundingClientRect().top;
  return cards.filter((card) => Math.abs(card.getBoundingClientRect().top - firstTop) < 1).length;
}

async function toastShows(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 5000 });
}

const addButtonOf = async (canvas: ReturnType<typeof within>, title: string) =>
  within(await canvas.findByRole('article', { name: title }, slow)).getByRole('button', { name: 'Add to Cart' });

// The preview's viewports stop at 1440 px; special offers take 5 columns from 1536 px.
const extraLarge = {
  parameters: {
    viewport: { options: { xl: { name: 'Extra large (1600)', styles: { width: '1600px', height: '900px' } } } },
  },
  globals: { viewport: { value: 'xl' } },
};

export const Populated: Story = {
  tags: ['req:CATALOG-21'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible();
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      offers.map((product) => product.title),
    );
    // The offer price, with the catalogue price struck through.
    const card = within(cards[0]!);
    await expect(card.getByText('₹350.10')).toBeVisible();
    await expect(card.getByText('₹389.00')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

export const LoggedOut: Story = {
  name: 'Guest adds',
  tags: ['req:CATALOG-22', 'req:CART-11'],
  parameters: { session: 'guest', docs: { description: { story: 'Guest adds to the guest cart.' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await addButtonOf(canvas, firstOffer.title));
    await toastShows('Added to cart successfully!');
    await expect(JSON.parse(localStorage.getItem('guest_cart')!)).toEqual([
      expect.objectContaining({ productId: firstOffer._id, quantity: 1 }),
    ]);
  },
};

export const ShopperAdds: Story = {
  name: 'Shopper adds',
  tags: ['req:CATALOG-22'],
  parameters: { session: 'shopper', docs: { description: { story: 'Shopper adds one unit.' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await addButtonOf(canvas, notInCart.title));
    await toastShows('Added to cart successfully!');
    await expect(mockData.cartLines).toContainEqual({
      productId: notInCart._id,
      packId: notInCart.packs[0]!._id,
      quantity: 1,
    });
  },
};

export const AddFails: Story = {
  name: 'Add failed',
  tags: ['req:CATALOG-22'],
  parameters: {
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
    await userEvent.click(await addButtonOf(canvas, notInCart.title));
    await toastShows('Failed to add product to cart.');
  },
};

export const Desktop: Story = {
  tags: ['req:CATALOG-25'],
  parameters: { docs: { description: { story: '4 per row below extra-large screens.' } } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(cardsInFirstRow(await canvas.findAllByRole('article', {}, slow))).toBe(4);
  },
};

export const ExtraLarge: Story = {
  name: 'Extra large',
  tags: ['req:CATALOG-25'],
  ...extraLarge,
  parameters: { ...extraLarge.parameters, docs: { description: { story: '5 per row on extra-large screens.' } } },
  play: async ({ canvas }) => {
    await expect(cardsInFirstRow(await canvas.findAllByRole('article', {}, slow))).toBe(5);
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('Loading Special Offers...');
  },
};

export const Empty: Story = {
  tags: ['req:CATALOG-21'],
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No special offers available.', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load special offers', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(cardsInFirstRow(await canvas.findAllByRole('article', {}, slow))).toBe(2);
  },
};
