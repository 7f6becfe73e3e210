import { fixtures, mockHandlers } from '@dhanya/api/msw';
import { MainLayout } from '@dhanya/storefront/app/main-layout';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { offline } from './support/offline';
import { pageDecorator, pageParameters, pageSetup, served } from './support/page';

const meta = {
  title: 'Storefront/Main layout',
  tags: ['!autodocs'],
  component: MainLayout,
  decorators: [pageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/' },
} satisfies Meta<typeof MainLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(/Our website is under maintenance/))[0]).toBeVisible();
    const banner = await canvas.findByRole('banner');
    await expect(within(banner).getByRole('link', { name: /Dhanya/ })).toHaveAttribute('href', '/');
    await expect(await within(banner).findByRole('link', { name: 'Rice' })).toBeInTheDocument();
    await expect(await canvas.findByText('Quick Links')).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: served('slow'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading footer...')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: served('error'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Failed to load footer')).toBeInTheDocument();
  },
};

export const Offline: Story = {
  tags: ['state'],
  beforeEach: offline,
  parameters: { docs: { description: { story: 'Offline, a banner says what still works (issue 35).' } } },
  play: async ({ canvas }) => {
    const banner = await canvas.findByText(
      "You're offline. Pages you have opened still work, and changes to your cart will be sent when you're back online.",
    );
    await expect(banner.closest('[role="status"]')).not.toBeNull();
    await expect(await canvas.findByRole('banner')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /menu/i }));
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Home' })).toBeInTheDocument());
  },
};

/** Every product list the page asked for: the header must never ask for the whole catalogue. */
const productListsAsked: string[] = [];
const recordProductLists = http.get('/api/product/get', ({ request }) => {
  productListsAsked.push(request.url);
  // No answer here: the demo shop's handler answers as usual.
});

export const MobileFeaturedProducts: Story = {
  name: 'Mobile featured products',
  globals: { viewport: { value: 'mobile' } },
  parameters: {
    msw: { handlers: { ...mockHandlers(), catalog: [recordProductLists, ...mockHandlers().catalog] } },
    docs: { description: { story: 'Mobile: a category lists its featured products.' } },
  },
  beforeEach: () => {
    productListsAsked.length = 0;
  },
  play: async ({ canvas }) => {
    const [category] = fixtures.navMenu;
    await userEvent.click(await canvas.findByRole('button', { name: /menu/i }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await within(drawer).findByRole('button', { name: category!.name }));
    for (const product of category!.products) {
      await expect(await within(drawer).findByRole('link', { name: product.title })).toHaveAttribute(
        'href',
        `/product/${product._id}`,
      );
    }
    await expect(productListsAsked).toEqual([]);
  },
};
