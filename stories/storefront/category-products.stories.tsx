import { fixtures, mockHandlers, productListAnswer } from '@dhanya/api/msw';
import { CategoryProductsPage } from '@dhanya/storefront/routes/category-products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, within } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

/** Room for a busy machine: data arrives through the mock service worker. */
const slow = { timeout: 5000 };

const pulses = fixtures.categories.find((category) => category.name === 'Pulses & Dals')!;
const pulseTitles = fixtures.products
  .filter((product) => product.category?._id === pulses._id)
  .map((product) => product.title);

const meta = {
  title: 'Storefront/Pages/CategoryProducts',
  tags: ['!autodocs'],
  component: CategoryProductsPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: {
    ...pageParameters,
    path: '/category/:categoryId/products',
    route: `/category/${pulses._id}/products`,
  },
} satisfies Meta<typeof CategoryProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['req:CATALOG-01'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pulses & Dals' }, slow)).toBeVisible();
    const cards = await canvas.findAllByRole('article', {}, slow);
    // That category's products, and no others.
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(pulseTitles);
    await expect(within(cards[0]!).getByRole('link', { name: 'View Product' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\/prod-/),
    );
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
  parameters: {
    msw: {
      handlers: {
        ...mockHandlers(),
        catalog: [
          http.get('/api/category/:id', ({ request }) => productListAnswer([], request, pulses)),
          ...mockHandlers().catalog,
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No products in this category yet.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/productlist');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['req:CATALOG-02'],
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Something went wrong while fetching data.', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByRole('article', {}, slow)).toHaveLength(pulseTitles.length);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
