import { fixtures, mockHandlers, productListAnswer } from '@dhanya/api/msw';
import { AllBestSellersPage } from '@dhanya/storefront/routes/all-best-sellers';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

/** Room for a busy machine: data arrives through the mock service worker. */
const slow = { timeout: 5000 };

const bestSellers = fixtures.products.filter((product) => product.isBestSeller);

const meta = {
  title: 'Storefront/Pages/AllBestSellers',
  tags: ['!autodocs'],
  component: AllBestSellersPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/allbestsellers' },
} satisfies Meta<typeof AllBestSellersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function cardsInFirstRow(cards: HTMLElement[]) {
  const firstTop = cards[0]!.getBoundingClientRect().top;
  return cards.filter((card) => Math.abs(card.getBoundingClientRect().top - firstTop) < 1).length;
}

/** Twelve best sellers: more than the home page's preview of 10. */
const twelve = Array.from({ length: 12 }, (_, index) => ({
  ...fixtures.products[index]!,
  isBestSeller: true,
}));

export const Populated: Story = {
  tags: ['req:CATALOG-20'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Best Sellers' })).toBeVisible();
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      bestSellers.map((product) => product.title),
    );
  },
};

export const MoreThanTen: Story = {
  name: 'More than ten',
  tags: ['req:CATALOG-20'],
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        catalog: [
          // A request with `?limit=` gets nothing: 12 cards show the page asked for the full list.
          http.get('/api/product/bestseller', ({ request }) =>
            new URL(request.url).searchParams.has('limit') ? HttpResponse.json([]) : productListAnswer(twelve, request),
          ),
          ...mockHandlers().catalog,
        ],
      },
    },
    docs: { description: { story: 'Every best seller, not only 10.' } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(12);
  },
};

export const Desktop: Story = {
  tags: ['req:CATALOG-25'],
  parameters: { docs: { description: { story: '5 per row on large screens.' } } },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(cardsInFirstRow(await canvas.findAllByRole('article', {}, slow))).toBe(5);
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('Loading Best Sellers...');
  },
};

export const Empty: Story = {
  tags: ['req:CATALOG-20'],
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No best sellers available.', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load best sellers', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(cardsInFirstRow(await canvas.findAllByRole('article', {}, slow))).toBe(2);
  },
};
