import { type AdminOrder, type OrderState, type OrderStatus, errorMessage, orderStatusLabel } from '@dhanya/api';
import { useUpdateOrderStatus } from '@dhanya/api/swr';
import { AlertDialog, Select, useToast } from '@dhanya/ui';
import { useState } from 'react';
import { awaitingPaymentOption, isOrderStatus, orderStatusOptions } from './order-format';

/**
 * Changes an order's status (ADMIN-43). Cancelling puts the lines back into stock, so it
 * asks first; the picker is disabled while the change is being sent.
 */
export function OrderStatusControl({ order }: { order: Pick<AdminOrder, '_id' | 'status'> }) {
  const { toast } = useToast();
  const { trigger: updateOrderStatus, isMutating } = useUpdateOrderStatus();
  // The status being sent, shown in the picker until the list is refreshed.
  const [chosen, setChosen] = useState<OrderState>(order.status);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  async function apply(status: OrderStatus) {
    setChosen(status);
    try {
      await updateOrderStatus({ orderId: order._id, status });
      toast({ title: `Order #${order._id} is now ${orderStatusLabel(status)}.`, tone: 'success' });
    } catch (error) {
      toast({ title: errorMessage(error, 'Operation failed'), tone: 'error' });
    }
  }

  function choose(value: string) {
    if (!isOrderStatus(value) || value === order.status || isMutating) return;
    if (value === 'cancelled') setConfirmingCancel(true);
    else void apply(value);
  }

  return (
    <>
      <Select
        label={
          <>
            Status<span className="sr-only"> of order #{order._id}</span>
          </>
        }
        // An order awaiting payment shows as such; the server then takes only a cancel.
        options={
          order.status === 'awaiting_payment' ? [awaitingPaymentOption, ...orderStatusOptions] : orderStatusOptions
        }
        value={isMutating ? chosen : order.status}
        onValueChange={choose}
        disabled={isMutating}
        helperText={isMutating ? 'Saving…' : undefined}
        className="w-full sm:w-48"
      />
      <AlertDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={`Cancel order #${order._id}?`}
        description="Its items go back into stock, and the customer sees the order as cancelled."
        labels={{ confirm: 'Cancel order', cancel: 'Keep order' }}
        destructive
        onConfirm={() => void apply('cancelled')}
      />
    </>
  );
}
