import { AllProductsPage } from '@dhanya/storefront/routes/all-products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup } from './support/page';

const meta = {
  title: 'Storefront/Pages/AllProducts',
  tags: ['!autodocs'],
  component: AllProductsPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/allproducts' },
} satisfies Meta<typeof AllProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The placeholder: text and a way to the real list, no products and no error. */
async function showsPlaceholder(canvas: Canvas) {
  await expect(canvas.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(canvas.getByText(/full catalogue lives on the product list/)).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Go to the product list' })).toHaveAttribute('href', '/productlist');
  await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
}

/** Placeholder text only: the page asks the server for nothing, so it has no loading or error state. */
export const Populated: Story = {
  tags: ['req:CATALOG-26'],
  play: async ({ canvas }) => showsPlaceholder(canvas),
};

export const Mobile: Story = {
  parameters: { visual: false },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => showsPlaceholder(canvas),
};
