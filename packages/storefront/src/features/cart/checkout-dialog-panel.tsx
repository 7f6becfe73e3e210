import { cartCheckoutFormSchema, cartPaymentTypes, paymentTypeLabel } from '@dhanya/api';
import { useController, SchemaForm, useSchemaForm } from '@dhanya/shell';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Price,
  RadioCardGroup,
} from '@dhanya/ui';
import { useEffect, useRef } from 'react';
import { AddressFields, blankAddress } from '../../shared/address-form/address-fields';
import { MissingFieldsSummary } from '../../shared/address-form/missing-fields-summary';
import type { CheckoutDialogProps } from './checkout-dialog';

/** The cart dialog's payment methods, in the words its orders show them with (CART-21). */
export const paymentOptions = cartPaymentTypes.map((value) => ({ value, label: paymentTypeLabel(value) }));

export const checkoutDialogTexts = {
  title: 'Checkout',
  description: 'Choose how to pay and where to deliver your order.',
  paymentLegend: 'Payment Method',
  totalLabel: 'Order Total',
  cancel: 'Cancel',
  submit: 'Place Order',
  required: 'Please fill in all required fields',
};

/** The dialog's form before anything is typed: cash on delivery chosen (CART-21). */
export const blankCartCheckout = { paymentType: 'cash' as const, ...blankAddress };

/** The dialog behind CheckoutDialog. */
export function CheckoutDialogPanel({ open, onOpenChange, ...formProps }: CheckoutDialogProps) {
  // Opened without a Radix trigger, so Radix has nowhere to return focus on close: remember
  // the element that had it ("Proceed to Checkout") and go back there, as AlertDialog does.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl p-5 sm:p-6"
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (returnFocusTo.current?.isConnected) {
            event.preventDefault();
            returnFocusTo.current.focus();
          }
        }}
      >
        <CheckoutForm {...formProps} />
      </DialogContent>
    </Dialog>
  );
}

function CheckoutForm({
  total,
  onSubmit,
  submitting = false,
  error,
  defaultValues,
}: Omit<CheckoutDialogProps, 'open' | 'onOpenChange'>) {
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

  return (
    <SchemaForm
      form={form}
      noValidate
      onValid={(request) => {
        if (submitting || pending.current) return;
        pending.current = true;
        onSubmit(request);
      }}
      className="flex flex-col gap-5"
    >
      <DialogHeader>
        <DialogTitle>{checkoutDialogTexts.title}</DialogTitle>
        <DialogDescription>{checkoutDialogTexts.description}</DialogDescription>
      </DialogHeader>
      <PaymentMethod />
      <AddressFields />
      <div className="flex items-baseline justify-between gap-4 rounded-card bg-muted px-4 py-3">
        <span className="font-medium text-foreground">{checkoutDialogTexts.totalLabel}</span>
        <Price amount={total} size="lg" />
      </div>
      <MissingFieldsSummary message={checkoutDialogTexts.required} error={error} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {checkoutDialogTexts.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={submitting}>
          {checkoutDialogTexts.submit}
        </Button>
      </DialogFooter>
    </SchemaForm>
  );
}

function PaymentMethod() {
  const { field } = useController({ name: 'paymentType' });
  return (
    <RadioCardGroup
      legend={checkoutDialogTexts.paymentLegend}
      name="paymentType"
      options={paymentOptions}
      value={typeof field.value === 'string' ? field.value : ''}
      onValueChange={field.onChange}
      gridClassName="sm:grid-cols-3"
    />
  );
}
