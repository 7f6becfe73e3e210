import type { AdminOrder } from '@dhanya/api';
import { Button, Chip } from '@dhanya/ui';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { CancelOrderDialog } from './cancel-order-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import { useOrderStatusChange } from './use-order-status-change';

/**
 * An order waiting for its payment takes no other status: the staff mark it paid once the
 * money is in, or cancel it (its stock goes back).
 */
export function AwaitingPaymentActions({ order }: { order: AdminOrder }) {
  const { change, isMutating: cancelling } = useOrderStatusChange(order._id);
  const [markingPaid, setMarkingPaid] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      <Chip tone="warning">
        <Clock aria-hidden />
        <span className="sr-only">Status: </span>Awaiting payment
      </Chip>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={cancelling} onClick={() => setMarkingPaid(true)}>
          Mark paid<span className="sr-only"> for order #{order._id}</span>
        </Button>
        <Button size="sm" variant="outline" loading={cancelling} onClick={() => setConfirmingCancel(true)}>
          Cancel order<span className="sr-only"> #{order._id}</span>
        </Button>
      </div>
      <MarkPaidDialog order={order} open={markingPaid} onOpenChange={setMarkingPaid} />
      <CancelOrderDialog
        orderId={order._id}
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        onConfirm={() => void change('cancelled')}
      />
    </div>
  );
}
