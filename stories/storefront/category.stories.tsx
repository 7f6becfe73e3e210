import { fixtures, mockData, mockHandlers, serverError, productListAnswer } from '@dhanya/api/msw';
import { CategoryPage } from '@dhanya/storefront/routes/category';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutPageDecorator, mobileHindi, pageParameters, pageSetup, served } from './support/page';

/** Room for a busy machine: data arrives through the mock service worker. */
const slow = { timeout: 5000 };

const rice = fixtures.categories[0]!;
const riceProducts = fixtures.products.filter((product) => product.category?._id === rice._id);
const brownRice = riceProducts.find((product) => product.title.startsWith('Organic Brown Rice'))!;
const fresh = fixtures.categories.find((category) => category.name.startsWith('Organic Fresh'))!;

const meta = {
  title: 'Storefront/Pages/Category',
  tags: ['!autodocs'],
  component: CategoryPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/categories/:id', route: `/categories/${rice._id}` },
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card of one product. */
async function cardOf(canvas: ReturnType<typeof within>, title: string) {
  return canvas.findByRole('article', { name: title }, slow);
}

/** Opens the quick-add dialog from a product's card (Radix portals it out of the canvas). */
async function openQuickAdd(canvas: ReturnType<typeof within>, title: string) {
  await userEvent.click(within(await cardOf(canvas, title)).getByRole('button', { name: 'Add to Cart' }));
  const dialog = await screen.findByRole('dialog', { name: title }, slow);
  await waitFor(() => expect(dialog).toBeVisible(), slow);
  return { dialog, quantity: within(dialog).getByRole('spinbutton', { name: 'Quantity' }) };
}

async function toastShows(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toBeVisible(), { timeout: 5000 });
}

const guestCart = () => JSON.parse(localStorage.getItem('guest_cart') ?? '[]') as unknown[];
const serverLine = (productId: string) => mockData.cartLines.find((line) => line.productId === productId);

export const Populated: Story = {
  tags: ['req:CATALOG-03'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rice' }, slow)).toBeVisible();
    await expect(canvas.getByText(`${riceProducts.length} products`)).toBeVisible();
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      riceProducts.map((product) => product.title),
    );
    await expect(within(cards[0]!).getByRole('link', { name: 'View Product' })).toHaveAttribute(
      'href',
      `/product/${riceProducts[0]!._id}`,
    );
    await expect(within(cards[0]!).getByText('₹449.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

export const BackWithoutHistory: Story = {
  name: 'Back without history',
  tags: ['req:CATALOG-03'],
  parameters: { docs: { description: { story: 'Back, opened directly, goes home.' } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }, slow));
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('Navigated to /');
  },
};

export const QuickAddAsGuest: Story = {
  name: 'Quick add as a guest',
  tags: ['req:CATALOG-05', 'req:CART-10'],
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    const { dialog, quantity } = await openQuickAdd(canvas, brownRice.title);
    await expect(quantity).toHaveValue(1);
    await expect(within(dialog).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    // 0, negative and empty quantities are not accepted: the field goes back to 1.
    for (const typed of ['0', '-2', '']) {
      await userEvent.clear(quantity);
      if (typed) await userEvent.type(quantity, typed);
      await userEvent.tab();
      await expect(quantity).toHaveValue(1);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await expect(quantity).toHaveValue(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await toastShows('Added to cart successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    await expect(guestCart()).toEqual([
      {
        productId: brownRice._id,
        packId: brownRice.packs[0]!._id,
        quantity: 3,
        productData: expect.objectContaining({ title: brownRice.title, price: brownRice.effectivePrice }),
      },
    ]);

    // A second add raises the same line.
    const again = await openQuickAdd(canvas, brownRice.title);
    await expect(again.quantity).toHaveValue(1);
    await userEvent.click(within(again.dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(guestCart()).toEqual([expect.objectContaining({ quantity: 4 })]), slow);
    await expect(serverLine(brownRice._id)).toBeUndefined();
  },
};

export const QuickAddAsShopper: Story = {
  name: 'Quick add as a signed-in shopper',
  tags: ['req:CATALOG-06'],
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    const { dialog } = await openQuickAdd(canvas, brownRice.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await toastShows('Added to cart successfully!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), slow);
    await expect(serverLine(brownRice._id)).toEqual({
      productId: brownRice._id,
      packId: brownRice.packs[0]!._id,
      quantity: 2,
    });
    await expect(guestCart()).toEqual([]);
  },
};

export const QuickAddFails: Story = {
  name: 'Quick add fails',
  tags: ['req:CATALOG-06'],
  parameters: {
    session: 'shopper',
    msw: {
      handlers: {
        ...mockHandlers(),
        cart: [
          http.post('/cart/addcart', () => HttpResponse.json(serverError, { status: 500 })),
          ...mockHandlers().cart,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    const { dialog } = await openQuickAdd(canvas, brownRice.title);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await toastShows('Failed to add product to cart.');
    // The dialog stays open, so the shopper can try again.
    await expect(screen.getByRole('dialog', { name: brownRice.title })).toBeVisible();
    await expect(serverLine(brownRice._id)).toBeUndefined();
  },
};

export const OutOfStock: Story = {
  tags: ['state'],
  parameters: { route: `/categories/${fresh._id}` },
  play: async ({ canvas }) => {
    const mangoes = fixtures.products.find((product) => product.quantity === 0)!;
    const card = await cardOf(canvas, mangoes.title);
    await expect(within(card).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('Loading category...');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Loading category');
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        catalog: [
          http.get('/api/category/:id', ({ request }) => productListAnswer([], request, rice)),
          ...mockHandlers().catalog,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rice' }, slow)).toBeVisible();
    await expect(canvas.getByText('No products in this category yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/productlist');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['req:CATALOG-07'],
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load category. Please try again later.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

/** Whether the category request fails: the Try Again story brings the server back mid-story. */
let categoryDown = true;

export const TryAgain: Story = {
  name: 'Try again',
  tags: ['req:CATALOG-07'],
  beforeEach: () => {
    categoryDown = true;
  },
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        catalog: [
          http.get('/api/category/:id', () =>
            categoryDown ? HttpResponse.json(serverError, { status: 500 }) : undefined,
          ),
          ...mockHandlers().catalog,
        ],
      },
    },
    docs: { description: { story: 'Try Again repeats the request.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load category. Please try again later.', {}, slow)).toBeVisible();
    categoryDown = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Rice' }, slow)).toBeVisible();
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(riceProducts.length);
    await expect(canvas.queryByText('Failed to load category. Please try again later.')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const cards = await canvas.findAllByRole('article', {}, slow);
    // Two cards side by side at 375 px.
    await expect(cards[0]!.getBoundingClientRect().top).toBe(cards[1]!.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const MobileHindi: Story = {
  ...mobileHindi('A category under `/hi`: its name and its products’ in Hindi.'),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: rice.translations!.hi!.name }, slow),
    ).toBeVisible();
    const first = riceProducts[0]!.translations!.hi!.title!;
    await expect(await canvas.findByRole('heading', { name: first }, slow)).toBeVisible();
  },
};
