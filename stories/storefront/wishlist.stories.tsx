import { fixtures } from '@dhanya/api/msw';
import { WishlistPage } from '@dhanya/storefront/routes/wishlist';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

/** Room for a busy machine: data arrives through the mock service worker. */
const slow = { timeout: 5000 };

const [sonaMasoori, basmati] = [fixtures.products[0]!, fixtures.products[1]!];

/** Saves products as the heart does: newest first, under 'wishlist'. */
const saving =
  (...ids: string[]) =>
  () => {
    localStorage.setItem('wishlist', JSON.stringify(ids));
  };

const meta = {
  title: 'Storefront/Pages/Wishlist',
  tags: ['!autodocs'],
  component: WishlistPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/wishlist' },
} satisfies Meta<typeof WishlistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = () => JSON.parse(localStorage.getItem('wishlist') ?? '[]') as string[];

export const Populated: Story = {
  tags: ['req:CATALOG-28'],
  parameters: { docs: { description: { story: 'Lists the saved products; the heart removes one.' } } },
  beforeEach: saving(basmati._id, sonaMasoori._id),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      basmati.title,
      sonaMasoori.title,
    ]);
    await expect(canvas.getByText('2 saved products')).toBeVisible();
    const heart = within(cards[0]!).getByRole('button', { name: 'Remove from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(1), slow);
    await expect(canvas.getByRole('article', { name: sonaMasoori.title })).toBeVisible();
    await expect(canvas.getByText('1 saved product')).toBeVisible();
    await expect(saved()).toEqual([sonaMasoori._id]);
  },
};

export const RemovingTheLast: Story = {
  name: 'Removing the last',
  tags: ['req:CATALOG-28'],
  parameters: { docs: { description: { story: 'Removing the last saved product empties the list.' } } },
  beforeEach: saving(basmati._id),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: basmati.title }, slow);
    await userEvent.click(within(card).getByRole('button', { name: 'Remove from wishlist' }));
    await expect(await canvas.findByText('Your wishlist is empty', {}, slow)).toBeVisible();
    await expect(localStorage.getItem('wishlist')).toBeNull();
  },
};

export const LoggedOut: Story = {
  name: 'Logged out',
  tags: ['req:CART-11', 'state'],
  beforeEach: saving(sonaMasoori._id),
  parameters: { session: 'guest', docs: { description: { story: 'A guest adds a saved product to the guest cart.' } } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: sonaMasoori.title }, slow);
    await userEvent.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.getByText('Product added to cart!')).toBeVisible(), { timeout: 5000 });
    await expect(JSON.parse(localStorage.getItem('guest_cart')!)).toEqual([
      expect.objectContaining({ productId: sonaMasoori._id, quantity: 1 }),
    ]);
  },
};

export const Empty: Story = {
  tags: ['req:CATALOG-28'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your wishlist is empty')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/productlist');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const ProductsGone: Story = {
  name: 'Products gone',
  tags: ['req:CATALOG-28'],
  beforeEach: saving(basmati._id),
  parameters: { ...served('empty'), docs: { description: { story: 'Saved products the shop no longer has.' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your wishlist is empty', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: saving(basmati._id),
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('Loading your wishlist...');
  },
};

export const Error: Story = {
  beforeEach: saving(basmati._id),
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load your wishlist', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  beforeEach: saving(basmati._id, sonaMasoori._id),
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(2);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
