import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CartCheckoutDialog, type CartCheckoutDialogProps } from '@dhanya/storefront/features/cart/checkout-dialog';
import { OrderSummary } from '@dhanya/ui';
import { paymentHandlers } from '@dhanya/api/msw';
import { cartSubtotal, checkoutValuesWithUpi, requiredCheckoutInput } from '../support/cart-fixtures';
import { findCheckoutDialog } from '../support/checkout-dialog';
import { componentDocs } from '../support/component-docs';

/** The cart's flow: "Proceed to Checkout" opens the dialog; closing it reports to the spy. */
function CheckoutFlow({ open: initiallyOpen, onOpenChange, ...props }: CartCheckoutDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <>
      <OrderSummary className="max-w-sm" subtotal={props.total} onCheckout={() => change(true)} />
      <CartCheckoutDialog {...props} open={open} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: 'Storefront/Cart/CartCheckoutDialog',
  component: CartCheckoutDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), total: cartSubtotal },
  render: (args) => <CheckoutFlow {...args} />,
  parameters: {
    // The ZIP field says whether the demo shop delivers there (issue 15).
    msw: { handlers: { payments: paymentHandlers() } },
    // The dialog's states are pictured once, as UI/CheckoutDialog; these stories prove the cart's form.
    visual: false,
    docs: componentDocs(
      `
      The cart's checkout: the library's CheckoutDialog holding the cart's form. The delivery address (first name, address, city, state and ZIP
      required), the payment method (cash on delivery by default, card or UPI) and the order total. A
      submit with a required field blank shows one message and sends nothing; valid values go to
      \`onSubmit\`, blank optional fields as ''. While \`submitting\` the Place Order button is busy and a
      double click places one order; a failed order's \`error\` is shown with the values kept.
      `,
      `
      <CartCheckoutDialog
        open={checkingOut}
        onOpenChange={setCheckingOut}
        total={cart.total}
        submitting={placing}
        error={orderError}
        onSubmit={(values) => placeOrder(values)}
      />
      `,
    ),
  },
} satisfies Meta<typeof CartCheckoutDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillRequired() {
  for (const [name, text] of Object.entries(requiredCheckoutInput)) {
    await userEvent.type(screen.getByRole('textbox', { name }), text);
  }
}

/** The form a shopper first sees. */
export const Opened: Story = {
  tags: ['req:CART-20', 'req:CART-21'],
  play: async () => {
    await findCheckoutDialog();
    const payment = screen.getByRole('radiogroup', { name: 'Payment Method' });
    await expect(payment).toBeVisible();
    await expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).not.toBeChecked();
    await expect(screen.getByRole('radio', { name: 'UPI' })).not.toBeChecked();
    for (const name of ['First Name', 'Address', 'City', 'State', 'ZIP']) {
      await expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    for (const name of ['Last Name', 'Address Line 2']) {
      await expect(screen.getByRole('textbox', { name })).not.toBeRequired();
    }
    await expect(screen.getByText('Order Total')).toBeVisible();
    await expect(screen.getByText('₹1,487.50', { selector: '[role="dialog"] *' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  },
};

export const ValidationError: Story = {
  name: 'Required fields missing',
  tags: ['req:CART-22'],
  play: async ({ args }) => {
    await findCheckoutDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveFocus();

    // Optional fields stay optional; one blank required field is still refused.
    await fillRequired();
    await userEvent.clear(screen.getByRole('textbox', { name: 'City' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledAndSubmit: Story = {
  name: 'Filled and submitted',
  tags: ['req:CART-21', 'req:CART-22'],
  play: async ({ args }) => {
    await findCheckoutDialog();
    await fillRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    await expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(checkoutValuesWithUpi);
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SubmitWithEnter: Story = {
  name: 'Submit with Enter',
  tags: ['req:CART-22'],
  parameters: { docs: { description: { story: 'Enter in a field submits.' } } },
  play: async ({ args }) => {
    await findCheckoutDialog();
    await fillRequired();
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...checkoutValuesWithUpi, paymentType: 'cash' });
  },
};

export const DoubleClick: Story = {
  name: 'Double click',
  tags: ['req:CART-23'],
  parameters: { docs: { description: { story: 'A double click places one order.' } } },
  play: async ({ args }) => {
    await findCheckoutDialog();
    await fillRequired();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  name: 'Server error',
  tags: ['req:CART-26'],
  args: { error: 'Checkout failed', defaultValues: { firstName: 'Asha', city: 'Mysuru' } },
  play: async () => {
    await findCheckoutDialog();
    await expect(screen.getByRole('alert')).toHaveTextContent('Checkout failed');
    await expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Asha');
    await expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Mysuru');
  },
};

export const Cancel: Story = {
  tags: ['req:CART-19'],
  args: { open: false },
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await findCheckoutDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'First Name' }), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
