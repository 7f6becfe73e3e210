import { cartCheckoutFormSchema, cartPaymentTypes, paymentTypeLabel } from '@dhanya/api';
import { FormProvider, useController, useSchemaForm } from '@dhanya/shell';
import { CheckoutDialog } from '@dhanya/ui';
import { useEffect, useRef } from 'react';
import { AddressFields, blankAddress } from '../../shared/address-form/address-fields';
import { useMissingRequiredFields } from '../../shared/address-form/missing-fields-summary';
import type { CartCheckoutDialogProps } from './checkout-dialog';

/** The cart dialog's payment methods, in the words its orders show them with (CART-21). */
const paymentOptions = cartPaymentTypes.map((value) => ({ value, label: paymentTypeLabel(value) }));

/** The dialog's form before anything is typed: cash on delivery chosen (CART-21). */
const blankCartCheckout = { paymentType: 'cash' as const, ...blankAddress };

/**
 * The dialog behind CartCheckoutDialog: the library's CheckoutDialog holding the cart's
 * form. The form outlives a closing, so what the shopper typed is still there on reopening.
 */
export function CartCheckoutDialogPanel({
  onSubmit,
  submitting = false,
  error,
  defaultValues,
  ...dialog
}: CartCheckoutDialogProps) {
  const form = useSchemaForm(cartCheckoutFormSchema, { defaultValues: { ...blankCartCheckout, ...defaultValues } });
  // Blocks a second submit until the first is answered (`submitting` ends, an error arrives)
  // or the values change, so a double click places one order even before `submitting` arrives.
  const pending = useRef(false);
  useEffect(() => {
    if (!submitting) pending.current = false;
  }, [submitting, error]);
  useEffect(() => {
    const changes = form.watch(() => {
      pending.current = false;
    });
    return () => changes.unsubscribe();
  }, [form]);
  const placeOrder = (event: React.FormEvent<HTMLFormElement>) =>
    form.handleSubmit((request) => {
      if (submitting || pending.current) return;
      pending.current = true;
      onSubmit(request);
    })(event);
  return (
    <FormProvider {...form}>
      <CartCheckoutForm {...dialog} submitting={submitting} error={error} onSubmit={placeOrder} />
    </FormProvider>
  );
}

type CartCheckoutFormProps = Omit<CartCheckoutDialogProps, 'onSubmit' | 'defaultValues'> & {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
};

/** The dialog with the form's payment choice, its address fields and its one message. */
function CartCheckoutForm(props: CartCheckoutFormProps) {
  const { field } = useController({ name: 'paymentType' });
  const missingFields = useMissingRequiredFields();
  return (
    <CheckoutDialog
      {...props}
      paymentOptions={paymentOptions}
      paymentMethod={typeof field.value === 'string' ? field.value : ''}
      onPaymentMethodChange={field.onChange}
      missingFields={missingFields}
    >
      <AddressFields />
    </CheckoutDialog>
  );
}
