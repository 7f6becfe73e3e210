import * as RadioGroup from '@radix-ui/react-radio-group';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './button';
import type { CheckoutDialogProps } from './checkout-dialog';
import {
  CHECKOUT_TEXTS,
  type CheckoutTextField,
  type CheckoutValues,
  EMPTY_CHECKOUT_VALUES,
  PAYMENT_OPTIONS,
  REQUIRED_CHECKOUT_FIELDS,
  missingCheckoutFields,
} from './checkout-values';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { FormErrorSummary } from './form-error-summary';
import { Price } from './price';
import { TextField } from './text-field';

const fields: { name: CheckoutTextField; autoComplete: string; wide?: boolean; inputMode?: 'numeric' }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'address', autoComplete: 'address-line1', wide: true },
  { name: 'address2', autoComplete: 'address-line2', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'zip', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/** The dialog behind CheckoutDialog. */
export function CheckoutDialogPanel({ open, onOpenChange, ...formProps }: CheckoutDialogProps) {
  // Opened without a Radix trigger, so Radix has nowhere to return focus on close: remember
  // the element that had it ("Proceed to Checkout") and go back there, as AlertDialog does.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="checkout-dialog"
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
  texts: textOverrides,
}: Omit<CheckoutDialogProps, 'open' | 'onOpenChange'>) {
  const texts = { ...CHECKOUT_TEXTS, ...textOverrides };
  const [values, setValues] = useState<CheckoutValues>({ ...EMPTY_CHECKOUT_VALUES, ...defaultValues });
  const [missing, setMissing] = useState<CheckoutTextField[]>([]);
  const legendId = useId();
  // Blocks a second submit until the first is answered (`submitting` ends, an error arrives)
  // or the values change, so a double click places one order even before `submitting` arrives.
  const pending = useRef(false);
  useEffect(() => {
    if (!submitting) pending.current = false;
  }, [submitting, error, values]);

  const set = (name: keyof CheckoutValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (missing.includes(name as CheckoutTextField) && value.trim() !== '') {
      setMissing((current) => current.filter((field) => field !== name));
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || pending.current) return;
    const blank = missingCheckoutFields(values);
    if (blank.length > 0) {
      setMissing(blank);
      const first = event.currentTarget.elements.namedItem(blank[0] ?? '');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    pending.current = true;
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as CheckoutValues;
    onSubmit(trimmed);
  };

  const summary = missing.length > 0 ? texts.required : error;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
      </DialogHeader>

      <fieldset className="flex flex-col gap-2">
        <legend id={legendId} className="mb-2 text-sm font-medium text-foreground">
          {texts.paymentLegend}
        </legend>
        <RadioGroup.Root
          name="paymentType"
          aria-labelledby={legendId}
          value={values.paymentType}
          onValueChange={(value) => set('paymentType', value)}
          className="grid gap-2 sm:grid-cols-3"
        >
          {PAYMENT_OPTIONS.map((option) => (
            <label
              key={option.value}
              data-slot="checkout-payment-option"
              data-state={values.paymentType === option.value ? 'checked' : 'unchecked'}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-card border border-border bg-surface px-3 py-2 text-sm text-foreground transition-colors hover:bg-muted data-[state=checked]:border-primary data-[state=checked]:bg-muted has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-secondary"
            >
              <RadioGroup.Item
                value={option.value}
                className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-surface outline-none"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
              </RadioGroup.Item>
              {option.label}
            </label>
          ))}
        </RadioGroup.Root>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const required = (REQUIRED_CHECKOUT_FIELDS as readonly string[]).includes(field.name);
          return (
            <TextField
              key={field.name}
              name={field.name}
              label={texts[field.name]}
              required={required}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              value={values[field.name]}
              onChange={(event) => set(field.name, event.target.value)}
              error={missing.includes(field.name) ? texts.fieldRequired : undefined}
              className={field.wide ? 'sm:col-span-2' : undefined}
            />
          );
        })}
      </div>

      <div
        data-slot="checkout-total"
        className="flex items-baseline justify-between gap-4 rounded-card bg-muted px-4 py-3"
      >
        <span className="font-medium text-foreground">{texts.totalLabel}</span>
        <Price amount={total} size="lg" />
      </div>

      <FormErrorSummary errors={summary} />

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {texts.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" loading={submitting}>
          {texts.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
