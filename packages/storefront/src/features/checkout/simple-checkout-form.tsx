import { type CheckoutRequest, simpleCheckoutFormSchema, simplePaymentTypes } from '@dhanya/api';
import { FormSelect, SchemaForm, useSchemaForm } from '@dhanya/shell';
import { AlertDialog, Button, cn, formatPrice } from '@dhanya/ui';
import { useState } from 'react';
import { AddressFields, blankAddress } from '../../shared/address-form/address-fields';
import { MissingFieldsSummary } from '../../shared/address-form/missing-fields-summary';
import { useTexts } from '../../shared/locale';

/** The page's form before anything is chosen: no payment type (CHECKOUT-02). */
export const blankSimpleCheckout = { paymentType: undefined, ...blankAddress };

type SimpleCheckoutFormProps = {
  /** The order is in flight: "Place Order" shows a spinner and is disabled. */
  submitting: boolean;
  /** Why the last order failed; the entered values stay. */
  error?: string;
  /** The cart total, repeated in the confirmation when known. */
  total?: number;
  /** Called once the shopper has confirmed, with the request body. */
  onPlaceOrder: (request: CheckoutRequest) => void;
  className?: string;
};

/**
 * The simple checkout form: payment type (COD or ONLINE) and the delivery address. Blank
 * required fields are named and nothing is sent (CHECKOUT-04); otherwise the shopper is
 * asked to confirm first, and declining sends nothing (CHECKOUT-05).
 */
export function SimpleCheckoutForm({ submitting, error, total, onPlaceOrder, className }: SimpleCheckoutFormProps) {
  const form = useSchemaForm(simpleCheckoutFormSchema, { defaultValues: blankSimpleCheckout });
  // The checked request waits here while the shopper is asked to confirm it.
  const [request, setRequest] = useState<CheckoutRequest>();
  const [confirming, setConfirming] = useState(false);
  const texts = useTexts().checkout;
  const paymentType = request?.paymentType ?? texts.chosenPaymentType;

  return (
    <>
      <SchemaForm
        form={form}
        onValid={(checked) => {
          if (submitting) return;
          setRequest(checked);
          setConfirming(true);
        }}
        noValidate
        aria-label={texts.form}
        className={cn('flex flex-col gap-5', className)}
      >
        <FormSelect
          name="paymentType"
          label={texts.paymentType}
          placeholder={texts.choosePayment}
          required
          options={simplePaymentTypes.map((type) => ({ value: type, label: type }))}
          helperText={texts.paymentHint}
        />
        <AddressFields />
        <MissingFieldsSummary message={texts.required} error={error} />
        <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto sm:self-end">
          {texts.placeOrder}
        </Button>
      </SchemaForm>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={texts.confirm}
        description={texts.youWillPay(paymentType, total === undefined ? undefined : formatPrice(total))}
        labels={{ confirm: texts.yesPlace, cancel: texts.cancel }}
        onConfirm={() => {
          if (request) onPlaceOrder(request);
        }}
      />
    </>
  );
}
