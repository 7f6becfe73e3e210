import type { AdminOrder, OrderState, OrderStatus } from '@dhanya/api';
import { Select } from '@dhanya/ui';
import { useState } from 'react';
import { CancelOrderDialog } from './cancel-order-dialog';
import { isOrderStatus, orderStatusOptions } from './order-format';
import { useOrderStatusChange } from './use-order-status-change';

/**
 * Changes the status of an order that is not awaiting payment (ADMIN-43). Cancelling puts the
 * lines back into stock, so it asks first; the picker is disabled while the change is sent.
 */
export function OrderStatusControl({ order }: { order: Pick<AdminOrder, '_id' | 'status'> }) {
  const { change, isMutating } = useOrderStatusChange(order._id);
  // The status being sent, shown in the picker until the list is refreshed.
  const [chosen, setChosen] = useState<OrderState>(order.status);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  function apply(status: OrderStatus) {
    setChosen(status);
    void change(status);
  }

  function choose(value: string) {
    if (!isOrderStatus(value) || value === order.status || isMutating) return;
    if (value === 'cancelled') setConfirmingCancel(true);
    else apply(value);
  }

  return (
    <>
      <Select
        label={
          <>
            Status<span className="sr-only"> of order #{order._id}</span>
          </>
        }
        options={orderStatusOptions}
        value={isMutating ? chosen : order.status}
        onValueChange={choose}
        disabled={isMutating}
        helperText={isMutating ? 'Saving…' : undefined}
        className="w-full sm:w-48"
      />
      <CancelOrderDialog
        orderId={order._id}
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        onConfirm={() => apply('cancelled')}
      />
    </>
  );
}
