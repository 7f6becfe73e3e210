import { AlertDialog } from '@dhanya/ui';

type CancelOrderDialogProps = {
  orderId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

/** Cancelling puts the order's lines back into stock: the staff confirm it first. */
export function CancelOrderDialog({ orderId, open, onOpenChange, onConfirm }: CancelOrderDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Cancel order #${orderId}?`}
      description="Its items go back into stock, and the customer sees the order as cancelled."
      labels={{ confirm: 'Cancel order', cancel: 'Keep order' }}
      destructive
      onConfirm={onConfirm}
    />
  );
}
