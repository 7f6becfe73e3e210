import { fixtures } from '@dhanya/api/msw';
import { NewArrivalsPage } from '@dhanya/storefront/routes/new-arrivals';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup, served } from './support/page';

/** Room for a busy machine: data arrives through the mock service worker. */
const slow = { timeout: 5000 };

const newest = [...fixtures.products].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;

const meta = {
  title: 'Storefront/Pages/NewArrivals',
  tags: ['!autodocs'],
  component: NewArrivalsPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/new-arrivals' },
} satisfies Meta<typeof NewArrivalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['req:CATALOG-23'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New Arrivals' })).toBeVisible();
    const cards = await canvas.findAllByRole('article', {}, slow);
    await expect(cards.length).toBeGreaterThan(0);
    await expect(within(cards[0]!).getByRole('heading', { name: newest.title })).toBeVisible();
    await expect(within(cards[0]!).getByRole('link', { name: 'View Product' })).toHaveAttribute(
      'href',
      `/product/${newest._id}`,
    );
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', {}, slow)).toHaveTextContent('Loading new arrivals...');
  },
};

export const Empty: Story = {
  tags: ['req:CATALOG-24'],
  parameters: served('empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No new arrival products found.', {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  tags: ['req:CATALOG-24'],
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load new arrivals', {}, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect((await canvas.findAllByRole('article', {}, slow)).length).toBeGreaterThan(0);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
