import { type CheckoutRequest } from '@dhanya/api';
import { AlertDialog, Button, FormErrorSummary, Select, TextField, cn, formatPrice } from '@dhanya/ui';
import { useId, useState } from 'react';
import {
  EMPTY_SIMPLE_CHECKOUT,
  SIMPLE_PAYMENT_TYPES,
  SIMPLE_REQUIRED_FIELDS,
  type SimpleCheckoutField,
  type SimpleCheckoutValues,
  missingSimpleCheckoutFields,
  simpleCheckoutRequest,
  simpleCheckoutTexts,
} from './simple-checkout';

type TextFieldName = Exclude<SimpleCheckoutField, 'paymentType'>;

const textFields: { name: TextFieldName; label: string; autoComplete: string; wide?: boolean; numeric?: boolean }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'address', label: 'Address', autoComplete: 'address-line1', wide: true },
  { name: 'address2', label: 'Address Line 2', autoComplete: 'address-line2', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zip', label: 'ZIP', autoComplete: 'postal-code', numeric: true },
];

const isRequired = (field: SimpleCheckoutField) => (SIMPLE_REQUIRED_FIELDS as readonly string[]).includes(field);

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
  const [values, setValues] = useState<SimpleCheckoutValues>(EMPTY_SIMPLE_CHECKOUT);
  const [missing, setMissing] = useState<SimpleCheckoutField[]>([]);
  const [confirming, setConfirming] = useState(false);
  const idPrefix = useId();
  const fieldId = (field: SimpleCheckoutField) => `${idPrefix}-${field}`;

  const set = (field: SimpleCheckoutField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (value.trim() !== '') setMissing((current) => current.filter((name) => name !== field));
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const blank = missingSimpleCheckoutFields(values);
    setMissing(blank);
    if (blank.length > 0) {
      document.getElementById(fieldId(blank[0]!))?.focus();
      return;
    }
    setConfirming(true);
  };

  const fieldError = (field: SimpleCheckoutField) => (missing.includes(field) ? 'Required' : undefined);
  const paymentType = values.paymentType || 'your chosen payment type';

  return (
    <>
      <form
        noValidate
        onSubmit={submit}
        aria-label="Delivery and payment"
        className={cn('flex flex-col gap-5', className)}
      >
        <Select
          id={fieldId('paymentType')}
          name="paymentType"
          label="Payment Type"
          placeholder="Choose COD or ONLINE"
          required
          options={SIMPLE_PAYMENT_TYPES.map((type) => ({ value: type, label: type }))}
          value={values.paymentType}
          onValueChange={(value) => set('paymentType', value)}
          helperText="COD: pay in cash when the order arrives. ONLINE: pay online."
          error={fieldError('paymentType')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {textFields.map((field) => (
            <TextField
              key={field.name}
              id={fieldId(field.name)}
              name={field.name}
              label={field.label}
              required={isRequired(field.name)}
              autoComplete={field.autoComplete}
              inputMode={field.numeric ? 'numeric' : undefined}
              value={values[field.name]}
              onChange={(event) => set(field.name, event.target.value)}
              error={fieldError(field.name)}
              className={field.wide ? 'sm:col-span-2' : undefined}
            />
          ))}
        </div>
        <FormErrorSummary errors={missing.length > 0 ? simpleCheckoutTexts.required : error} />
        <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto sm:self-end">
          Place Order
        </Button>
      </form>
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
        onConfirm={() => onPlaceOrder(simpleCheckoutRequest(values))}
      />
    </>
  );
}
