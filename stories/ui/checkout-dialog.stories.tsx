import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { AlertDialog, CheckoutDialog, type CheckoutDialogProps, TextField } from '@dhanya/ui';
import { cartSubtotal, requiredCheckoutInput } from '../support/cart-fixtures';
import { findCheckoutDialog } from '../support/checkout-dialog';
import { componentDocs } from '../support/component-docs';

const paymentOptions = [
  { value: 'cash', label: 'Cash on Delivery' },
  { value: 'card', label: 'Credit/Debit Card' },
  { value: 'upi', label: 'UPI' },
];

/** A shop's delivery fields, as the Dhanya storefront names them. */
const deliveryFields = [
  { name: 'First Name', required: true },
  { name: 'Last Name' },
  { name: 'Address', required: true, wide: true },
  { name: 'Address Line 2', wide: true },
  { name: 'City', required: true },
  { name: 'State', required: true },
  { name: 'ZIP', required: true },
];

type DemoProps = CheckoutDialogProps & {
  /** What the fields hold when the dialog opens (a failed order keeps what was typed). */
  values?: Partial<Record<string, string>>;
  /** The order id the demo shop answers a placed order with; without one, nothing is placed. */
  placedOrderId?: string;
};

/**
 * A shop's use of the dialog: its own fields and payment state. Submitting calls the spy;
 * with `placedOrderId` the dialog then closes and an alert confirms the order, as the
 * Dhanya storefront's cart does.
 */
function CheckoutDemo({ values = {}, placedOrderId, onSubmit, onOpenChange, ...props }: DemoProps) {
  const [paymentMethod, setPaymentMethod] = useState(props.paymentMethod);
  const [open, setOpen] = useState(props.open);
  const [placed, setPlaced] = useState(false);
  return (
    <>
      <CheckoutDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        paymentMethod={paymentMethod}
        onPaymentMethodChange={setPaymentMethod}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
          if (placedOrderId) {
            setOpen(false);
            setPlaced(true);
          }
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {deliveryFields.map(({ name, required, wide }) => (
            <TextField
              key={name}
              label={name}
              name={name}
              required={required}
              defaultValue={values[name]}
              className={wide ? 'sm:col-span-2' : undefined}
            />
          ))}
        </div>
      </CheckoutDialog>
      <AlertDialog
        open={placed}
        onOpenChange={setPlaced}
        title={`Order placed successfully! Order ID: ${placedOrderId ?? ''}`}
        description="Thank you for shopping with us. You can follow your order in My Orders."
        showCancel={false}
      />
    </>
  );
}

const meta = {
  title: 'UI/CheckoutDialog',
  component: CheckoutDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    total: cartSubtotal,
    paymentOptions,
    paymentMethod: 'cash',
    onPaymentMethodChange: fn(),
    onSubmit: fn(),
    children: null,
  },
  render: (args) => <CheckoutDemo {...args} />,
  parameters: {
    docs: componentDocs(
      `
      A checkout form in a dialog: the payment method (cards with radios), the shop's own delivery fields
      (its \`children\`), the order total and Cancel and Place Order. It holds no form state: the values,
      their checks and the order request stay with the app, which sets \`missingFields\` when a required
      field is blank (one message, "Please fill in all required fields"), \`submitting\` while the order
      request runs and \`error\` when it failed (the typed values stay). Opened without a trigger, it gives
      focus back on close to the element that had it. Load it when the shopper heads for checkout
      (\`React.lazy\` or \`deferredPart\`): a first visit does not need it.
      `,
      `
      <CheckoutDialog
        open={checkingOut}
        onOpenChange={setCheckingOut}
        total={cart.total}
        paymentOptions={[{ value: 'cash', label: 'Cash on Delivery' }, { value: 'upi', label: 'UPI' }]}
        paymentMethod={payment}
        onPaymentMethodChange={setPayment}
        onSubmit={form.handleSubmit(placeOrder)}
        missingFields={form.formState.errors.required !== undefined}
        submitting={placing}
        error={orderError}
      >
        <AddressFields />
      </CheckoutDialog>
      `,
    ),
  },
} satisfies Meta<DemoProps>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog cannot show its states side by side: All shows it open with an empty form. */
export const All: Story = {
  play: async () => {
    await findCheckoutDialog();
    await expect(screen.getByRole('radiogroup', { name: 'Payment Method' })).toBeVisible();
    await expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await expect(screen.getByText('Order Total')).toBeVisible();
    await expect(screen.getByText('₹1,487.50', { selector: '[role="dialog"] *' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ChoosePayment: Story = {
  name: 'Choosing how to pay',
  play: async ({ args }) => {
    await findCheckoutDialog();
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    await expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).not.toBeChecked();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MissingFields: Story = {
  name: 'Required fields missing',
  tags: ['state'],
  args: { missingFields: true, values: { 'First Name': 'Asha' } },
  play: async () => {
    await findCheckoutDialog();
    await expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  },
};

export const Submitting: Story = {
  tags: ['state'],
  args: { submitting: true, values: requiredCheckoutInput },
  play: async ({ args }) => {
    await findCheckoutDialog();
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeDisabled();
    await expect(placeOrder).toHaveAttribute('aria-busy', 'true');
    await userEvent.dblClick(placeOrder, { pointerEventsCheck: 0 });
    // Enter in a field does not submit past a busy button either.
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  name: 'Order failed',
  tags: ['state'],
  args: { error: 'Checkout failed', values: requiredCheckoutInput },
  play: async ({ args }) => {
    await findCheckoutDialog();
    await expect(screen.getByRole('alert')).toHaveTextContent('Checkout failed');
    await expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Mysuru');
    // The message does not block another attempt.
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Placed: Story = {
  name: 'Order placed',
  tags: ['state'],
  args: { values: requiredCheckoutInput, placedOrderId: 'ORD-1042' },
  play: async ({ args }) => {
    await findCheckoutDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    const placed = await screen.findByRole('alertdialog', { name: 'Order placed successfully! Order ID: ORD-1042' });
    await waitFor(() => expect(placed).toBeVisible());
    await expect(screen.queryByRole('dialog', { name: 'Checkout' })).not.toBeInTheDocument();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await findCheckoutDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await findCheckoutDialog();
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    // Taller than the screen, so it scrolls to reach "Place Order".
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const placeOrder = screen.getByRole('button', { name: 'Place Order' });
    placeOrder.scrollIntoView();
    await waitFor(() => expect(placeOrder.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight));
  },
};
