import { OrderSuccessPage } from '@dhanya/storefront/routes/order-success';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { layoutPageDecorator, pageParameters, pageSetup } from './support/page';

const meta = {
  title: 'Storefront/Pages/OrderSuccess',
  tags: ['!autodocs'],
  component: OrderSuccessPage,
  decorators: [layoutPageDecorator],
  beforeEach: pageSetup,
  parameters: { ...pageParameters, path: '/ordersucess', session: 'shopper' },
} satisfies Meta<typeof OrderSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  name: 'Order placed',
  tags: ['req:CHECKOUT-07'],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Thank you! Your order has been placed.' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Order ID/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/productlist');
    const orders = canvas.getByRole('link', { name: 'View My Orders' });
    await expect(orders).toHaveAttribute('href', '/Allordersucess');
    await userEvent.click(orders);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Navigated to /Allordersucess');
  },
};

export const WithOrderId: Story = {
  name: 'With order id',
  tags: ['req:CHECKOUT-07', 'state'],
  // The simple checkout opens /ordersucess with the new order's id in the history state.
  parameters: {
    route: { pathname: '/ordersucess', state: { orderId: 'order-new-7' } },
    docs: { description: { story: 'With the id of the order just placed.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('order-new-7')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View My Orders' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'View My Orders' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
