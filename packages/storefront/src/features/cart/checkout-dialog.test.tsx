import { type CheckoutRequest, cartCheckoutFormSchema } from '@dhanya/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { catalogue as english } from '../../locales/en';
import { LocaleProvider } from '../../shared/locale';
import { CartCheckoutDialog, type CartCheckoutDialogProps } from './checkout-dialog';

/** The shop's English texts around what a test renders. */
const inEnglish = ({ children }: { children: React.ReactNode }) => (
  <LocaleProvider locale="en" catalogue={english}>
    {children}
  </LocaleProvider>
);

const filled: CheckoutRequest = {
  paymentType: 'cash',
  firstName: 'Asha',
  lastName: '',
  address: '12 Market Road',
  address2: '',
  city: 'Mysuru',
  state: 'Karnataka',
  zip: '570001',
};

// The dialog's stories show the required-fields message, a submit with the values, Enter and
// a double click; these are the blanks of spaces, the trimming and a retry after a failure.
describe('the form schema', () => {
  const failing = (values: CheckoutRequest) =>
    cartCheckoutFormSchema.safeParse(values).error?.issues.map((issue) => issue.path[0]) ?? [];

  it.each(['firstName', 'address', 'city', 'state', 'zip'] as const)(
    '[CART-22] refuses %s empty or spaces only',
    (field) => {
      expect(failing({ ...filled, [field]: '' })).toEqual([field]);
      expect(failing({ ...filled, [field]: '   ' })).toEqual([field]);
    },
  );
});

function Harness(props: Partial<CartCheckoutDialogProps>) {
  const [open, setOpen] = useState(true);
  return <CartCheckoutDialog open={open} onOpenChange={setOpen} total={1250} onSubmit={() => {}} {...props} />;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const required = {
    'First Name': 'Asha',
    Address: '12 Market Road',
    City: 'Mysuru',
    State: 'Karnataka',
    ZIP: '570001',
  };
  for (const [name, text] of Object.entries(required)) {
    await user.click(await screen.findByRole('textbox', { name }));
    await user.paste(text);
  }
}

describe('CartCheckoutDialog', () => {
  it('[CART-22] trims what it submits, with blank optional fields as empty strings', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />, { wrapper: inEnglish });
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'ZIP' }), ' {Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(filled);
  });

  it('[CART-23] allows another attempt once the first has failed', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const onSubmit = vi.fn();
    const { rerender } = render(<CartCheckoutDialog open onOpenChange={() => {}} total={10} onSubmit={onSubmit} />, {
      wrapper: inEnglish,
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    rerender(<CartCheckoutDialog open onOpenChange={() => {}} total={10} onSubmit={onSubmit} submitting />);
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    rerender(
      <CartCheckoutDialog open onOpenChange={() => {}} total={10} onSubmit={onSubmit} error="Checkout failed" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Checkout failed');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Mysuru');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});
