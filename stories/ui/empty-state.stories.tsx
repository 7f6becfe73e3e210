import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackageOpen, ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { Button, EmptyState } from '@dhanya/ui';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    title: 'Your cart is empty',
    description: 'Add some products to get started!',
    icon: <ShoppingCart />,
    action: (
      <Button asChild>
        <Link to="/productlist">Browse All Products</Link>
      </Button>
    ),
  },
  parameters: {
    docs: componentDocs(
      `
      What a list shows when there is nothing in it yet: an empty cart, no orders, no products in a
      category. A title says what is missing; add a description, an icon and an \`action\` (a Button
      link) when there is a clear way forward. Use ErrorState instead when loading failed.
      `,
      `
      <EmptyState
        title="Your cart is empty"
        description="Add some products to get started!"
        icon={<ShoppingCart />}
        action={
          <Button asChild>
            <Link to="/productlist">Browse All Products</Link>
          </Button>
        }
      />
      `,
    ),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  tags: ['req:CART-03', 'req:CHECKOUT-08'],
  render: (args) => (
    <div className="grid gap-6 md:grid-cols-2">
      <EmptyState {...args} className="rounded-card bg-surface" />
      <EmptyState title="No new arrival products found." icon={<PackageOpen />} className="rounded-card bg-surface" />
      <EmptyState title="You have no orders." className="rounded-card bg-surface" />
      <EmptyState
        title="No images available"
        description="Upload carousel images from the Image Upload tab to show them on the home page."
        className="rounded-card bg-surface"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The empty cart: title, description and a way back to the products.
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
    await expect(canvas.getByText('Add some products to get started!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/productlist');
    // A title alone, with no action.
    const noOrders = canvas.getByText('You have no orders.').closest<HTMLElement>('[data-slot="empty-state"]')!;
    await expect(noOrders).toBeVisible();
    await expect(within(noOrders).queryByRole('link')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: 'We could not find any products matching “organic cold-pressed groundnut oil 5 litre tin”',
    description:
      'Check the spelling or try a shorter search such as “groundnut oil”. New products are added every week, so come back soon.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse All Products' });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
