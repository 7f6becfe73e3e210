import { type AdminOrder, paymentStatusLabels, paymentTypeLabel } from '@dhanya/api';
import { Chip, type OrderDetail } from '@dhanya/ui';
import { TriangleAlert } from 'lucide-react';
import { formatOrderDate, paymentStatusTones } from './order-format';

/**
 * An order's payment as the staff check it: how it is paid and whether it is, the time an
 * unpaid UPI order is cancelled at, and the UTR the customer entered or the staff recorded,
 * with a warning when another order carries the same UTR.
 */
export function paymentDetails(order: AdminOrder): OrderDetail[] {
  const waiting = order.status === 'awaiting_payment';
  const details: OrderDetail[] = [
    {
      term: 'Payment',
      value: (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {paymentTypeLabel(order.paymentType) || '—'}
          <Chip size="sm" tone={paymentStatusTones[order.paymentStatus]}>
            {paymentStatusLabels[order.paymentStatus]}
          </Chip>
        </span>
      ),
    },
  ];
  if (waiting && order.paymentDueAt) {
    details.push({
      term: 'Pay by',
      value: <time dateTime={order.paymentDueAt}>{formatOrderDate(order.paymentDueAt)}</time>,
    });
  }
  if (order.paymentReference) {
    details.push({
      term: waiting ? 'UTR from customer' : 'UTR',
      value: <span className="tabular-nums">{order.paymentReference}</span>,
    });
  }
  if (order.utrUsedBy) {
    const { reference, paid } = order.utrUsedBy;
    details.push({
      term: 'Check the UTR',
      wide: true,
      value: (
        <span className="flex items-start gap-2 rounded-md bg-warning-soft px-3 py-2 text-foreground">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          {paid
            ? `This UTR already paid order ${reference}. Check your bank statement before you mark this order paid.`
            : `Order ${reference} was given this UTR too: one payment pays one order.`}
        </span>
      ),
    });
  }
  return details;
}
