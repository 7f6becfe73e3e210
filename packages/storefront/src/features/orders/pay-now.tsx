import type { Order } from '@dhanya/api';
import { buttonVariants } from '@dhanya/ui';
import { Link } from 'react-router-dom';
import { formatDueTime } from '../payment';
import { locales, useLocale, useTexts } from '../../shared/locale';
import { CancelUnpaidOrder } from './cancel-unpaid-order';

/** An order still waiting for its payment: until when, the way to pay it (issue 15), or to cancel it (issue 31). */
export function PayNow({ order }: { order: Pick<Order, '_id' | 'paymentDueAt' | 'paymentReference'> }) {
  const texts = useTexts().orders;
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-3 rounded-md bg-warning-soft px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-foreground">
        {order.paymentReference
          ? texts.checkingPayment(order.paymentReference)
          : order.paymentDueAt
            ? texts.waitingUntil(formatDueTime(order.paymentDueAt, locales[locale].tag))
            : texts.waiting}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={`/orders/${order._id}/pay`} className={buttonVariants({ size: 'sm', className: 'shrink-0' })}>
          {order.paymentReference ? texts.seePayment : texts.payNow}
        </Link>
        <CancelUnpaidOrder orderId={order._id} />
      </div>
    </div>
  );
}
