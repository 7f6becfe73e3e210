import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderSummary } from '@dhanya/ui';
import { cartSubtotal } from '../support/cart-fixtures';
import { componentDocs } from '../support/component-docs';

const meta = {
  title: 'UI/OrderSummary',
  component: OrderSummary,
  args: { subtotal: cartSubtotal, onCheckout: fn() },
  parameters: {
    docs: componentDocs(
      `
      The cart's totals (subtotal, shipping and total, in rupees) with the button that opens checkout.
      Shipping 0 reads "Free"; the total defaults to subtotal plus shipping. Every text can be changed
      through \`labels\`, and \`checkoutDisabled\` or \`checkoutLoading\` hold the button while the cart is
      not ready.
      `,
      `
      <OrderSummary subtotal={cart.subtotal} shipping={0} checkoutLoading={isValidating} onCheckout={openCheckout} />
      `,
    ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value a description list pairs with the given term. */
function valueOf(container: HTMLElement, term: string) {
  const terms = within(container).getAllByRole('term');
  const match = terms.find((element) => element.textContent === term);
  return match?.nextElementSibling?.textContent ?? null;
}

export const All: Story = {
  tags: ['req:CART-18'],
  render: (args) => (
    <div className="flex flex-col gap-4">
      {/* Each region needs its own name, so the headings differ here. */}
      <OrderSummary {...args} />
      <OrderSummary {...args} labels={{ heading: 'Order Summary (large amounts)' }} subtotal={123456} />
      <OrderSummary
        {...args}
        labels={{ heading: 'Your order (custom texts)', checkout: 'Continue' }}
        subtotal={499}
        shipping={40}
      />
      <OrderSummary {...args} labels={{ heading: 'Order Summary (checkout disabled)' }} checkoutDisabled />
      <OrderSummary {...args} labels={{ heading: 'Order Summary (checkout loading)' }} checkoutLoading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const large = within(canvasElement).getByRole('region', { name: 'Order Summary (large amounts)' });
    await expect(valueOf(large, 'Subtotal')).toBe('₹1,23,456.00');
    await expect(valueOf(large, 'Total')).toBe('₹1,23,456.00');
  },
};

export const Default: Story = {
  tags: ['req:CART-18'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order Summary' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
    // 2 × ₹649.00 + 1 × ₹189.50
    await expect(valueOf(canvasElement, 'Subtotal')).toBe('₹1,487.50');
    await expect(valueOf(canvasElement, 'Shipping')).toBe('Free');
    await expect(valueOf(canvasElement, 'Total')).toBe('₹1,487.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Proceed to Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { checkoutDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Proceed to Checkout' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

export const CustomTexts: Story = {
  name: 'Custom texts and a shipping charge',
  args: {
    subtotal: 499,
    shipping: 40,
    labels: { heading: 'Your order', subtotal: 'Items', shipping: 'Delivery', total: 'To pay', checkout: 'Continue' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Your order' })).toBeVisible();
    await expect(valueOf(canvasElement, 'Delivery')).toBe('₹40.00');
    await expect(valueOf(canvasElement, 'To pay')).toBe('₹539.00');
    await expect(within(canvasElement).getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};
