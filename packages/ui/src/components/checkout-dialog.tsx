import type { LabelOverrides } from '../lib/labels';
import { useReturnFocus } from '../lib/use-return-focus';
import { useLabels } from '../provider/dhanya-provider';
import { Button } from './button';
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
import { RadioCardGroup, type RadioCardOption } from './radio-card-group';

export type CheckoutDialogLabels = {
  title: React.ReactNode;
  /** Under the title; '' shows none. */
  description: React.ReactNode;
  /** Names the payment choices. */
  paymentMethod: React.ReactNode;
  /** Beside the order total. */
  total: React.ReactNode;
  /** Shown while `missingFields` is set. */
  missingFields: React.ReactNode;
  cancel: React.ReactNode;
  submit: React.ReactNode;
};

export type CheckoutDialogProps = {
  /** Whether the dialog is open: it is always controlled. */
  open: boolean;
  /** Called with `false` when Cancel, Escape or a click outside closes it. */
  onOpenChange: (open: boolean) => void;
  /** The order total in rupees. */
  total: number;
  /** The ways to pay, in order (cash on delivery, card, UPI…). */
  paymentOptions: readonly RadioCardOption[];
  /** The chosen payment option's `value`. */
  paymentMethod: string;
  /** Called with the `value` of the payment option the shopper chooses. */
  onPaymentMethodChange: (value: string) => void;
  /** The payment choice's name in the submitted form data. Default `paymentType`. */
  paymentName?: string | undefined;
  /** The delivery fields (name, address, city, state, PIN code…), laid out by the caller. */
  children: React.ReactNode;
  /**
   * The form's submit (a click on "Place Order" or Enter in a field): check the fields,
   * then place the order. The dialog does not validate; it sets `noValidate`.
   */
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The order request is in flight: "Place Order" shows a spinner and is disabled. */
  submitting?: boolean | undefined;
  /** A required field is blank: the dialog's one message says so (`labels.missingFields`). */
  missingFields?: boolean | undefined;
  /** A failed order's message, shown when no field is missing; the entered values stay. */
  error?: React.ReactNode | undefined;
  /** The dialog's texts, each defaulting to the spec's. */
  labels?: LabelOverrides<CheckoutDialogLabels> | undefined;
};

const defaultLabels: CheckoutDialogLabels = {
  title: 'Checkout',
  description: 'Choose how to pay and where to deliver your order.',
  paymentMethod: 'Payment Method',
  total: 'Order Total',
  missingFields: 'Please fill in all required fields',
  cancel: 'Cancel',
  submit: 'Place Order',
};

/**
 * A checkout form in a dialog: the payment method, the caller's delivery fields, the order
 * total, one message for a refused or failed order, and Cancel and "Place Order". It holds
 * no form state: the values, their checks and the order request stay with the app. Opened
 * without a trigger, it gives focus back on close to the element that had it on open.
 */
export function CheckoutDialog({
  open,
  onOpenChange,
  total,
  paymentOptions,
  paymentMethod,
  onPaymentMethodChange,
  paymentName = 'paymentType',
  children,
  onSubmit,
  submitting = false,
  missingFields = false,
  error,
  labels,
}: CheckoutDialogProps) {
  const texts = useLabels('CheckoutDialog', defaultLabels, labels);
  const returnFocus = useReturnFocus();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="checkout-dialog"
        className="max-w-xl p-5 sm:p-6"
        onOpenAutoFocus={returnFocus.remember}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            {texts.description ? <DialogDescription>{texts.description}</DialogDescription> : null}
          </DialogHeader>
          <RadioCardGroup
            legend={texts.paymentMethod}
            name={paymentName}
            options={paymentOptions}
            value={paymentMethod}
            onValueChange={onPaymentMethodChange}
            gridClassName="sm:grid-cols-3"
          />
          {children}
          <div className="flex items-baseline justify-between gap-4 rounded-card bg-muted px-4 py-3">
            <span className="font-medium text-foreground">{texts.total}</span>
            <Price amount={total} size="lg" />
          </div>
          <FormErrorSummary errors={missingFields ? texts.missingFields : error} />
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
      </DialogContent>
    </Dialog>
  );
}
