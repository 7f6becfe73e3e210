import { type CheckoutRequest, simpleCheckoutFormSchema, simplePaymentTypes } from '@dhanya/api';
import { FormSelect, SchemaForm, useSchemaForm } from '@dhanya/shell';
import { AlertDialog, Button, cn, formatPrice } from '@dhanya/ui';
import { useState } from 'react';
import { AddressFields, blankAddress } from '../../shared/address-form/address-fields';
import { MissingFieldsSummary } from '../../shared/address-form/missing-fields-summary';
import { simpleCheckoutTexts } from './simple-checkout';

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
  const paymentType = request?.paymentType ?? 'your chosen payment type';

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
        aria-label="Delivery and payment"
        className={cn('flex flex-col gap-5', className)}
      >
        <FormSelect
          name="paymentType"
          label="Payment Type"
          placeholder="Choose COD or ONLINE"
          required
          options={simplePaymentTypes.map((type) => ({ value: type, label: type }))}
          helperText="COD: pay in cash when the order arrives. ONLINE: pay online."
        />
        <AddressFields />
        <MissingFieldsSummary message={simpleCheckoutTexts.required} error={error} />
        <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto sm:self-end">
          Place Order
        </Button>
      </SchemaForm>
      <AlertDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={simpleCheckoutTexts.confirm}
        description={
          total === undefined
            ? `You will pay by ${paymentType}.`
            : `You will pay ${formatPrice(total)} by ${paymentType}.`
        }
        labels={{ confirm: 'Yes, Place Order', cancel: 'Cancel' }}
        onConfirm={() => {
          if (request) onPlaceOrder(request);
        }}
      />
    </>
  );
}
