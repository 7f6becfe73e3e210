import { type AdminOrder, errorMessage, markPaidFormSchema } from '@dhanya/api';
import { useMarkOrderPaid } from '@dhanya/api/swr';
import { FormField, SchemaForm, useSchemaForm } from '@dhanya/shell';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatPrice,
  useToast,
} from '@dhanya/ui';
import { useId } from 'react';

type MarkPaidDialogProps = {
  order: Pick<AdminOrder, '_id' | 'reference' | 'totalAmount' | 'paymentReference'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Records that an order's money arrived, with the UTR it came with (optional; the one the
 * customer entered is filled in): the order is then placed and the customer sees it paid.
 */
export function MarkPaidDialog({ order, open, onOpenChange }: MarkPaidDialogProps) {
  const { trigger: markPaid, isMutating: saving } = useMarkOrderPaid();
  const formId = useId();
  const { toast } = useToast();

  async function record({ utr }: { utr?: string | undefined }) {
    try {
      await markPaid({ orderId: order._id, utr });
      toast({ title: 'Payment recorded', tone: 'success' });
      onOpenChange(false);
    } catch (error) {
      toast({ title: errorMessage(error, 'The payment could not be recorded'), tone: 'error' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Mark order #{order._id} paid</DialogTitle>
          <DialogDescription>
            Check that {formatPrice(order.totalAmount)} for {order.reference} reached your account first.
          </DialogDescription>
        </DialogHeader>
        <UtrForm id={formId} utr={order.paymentReference ?? ''} onValid={record} />
        <DialogFooter>
          <Button type="button" variant="outline" disabled={saving} onClick={() => onOpenChange(false)}>
            Not yet
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Record payment
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type UtrFormProps = { id: string; utr: string; onValid: (values: { utr?: string | undefined }) => Promise<void> };

/** The UTR the payment came with, checked as the server checks it: 12 digits, or blank. */
function UtrForm({ id, utr, onValid }: UtrFormProps) {
  const form = useSchemaForm(markPaidFormSchema, { defaultValues: { utr } });
  return (
    <SchemaForm form={form} id={id} onValid={onValid} noValidate aria-label="Payment received">
      <FormField
        name="utr"
        label="UPI transaction ID (UTR)"
        inputMode="numeric"
        autoComplete="off"
        helperText={
          utr
            ? 'The customer gave this one: check it on your statement. Optional.'
            : '12 digits, from your bank statement. Optional.'
        }
      />
    </SchemaForm>
  );
}
