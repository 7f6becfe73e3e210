import { type AdminOrder, paymentStatusLabels, paymentTypeLabel } from '@dhanya/api';
import { Chip, type OrderDetail } from '@dhanya/ui';
import { formatOrderDate, paymentStatusTones } from './order-format';

/**
 * An order's payment as the staff check it: how it is paid and whether it is, the time an
 * unpaid UPI order is cancelled at, and the UTR the customer entered or the staff recorded.
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
  return details;
}
