import { type Order, formatOrderAddress, orderStatusLabel, paymentStatusLabels, paymentTypeLabel } from '@dhanya/api';
import { Chip, OrderCardFrame, type OrderDetail, Price } from '@dhanya/ui';
import { InvoiceLink } from '../invoice';
import { OrderLines } from './order-lines';
import { PayNow } from './pay-now';
import { formatOrderDate, orderStatusTone } from './order-format';

/**
 * One order: id, date, status, payment type and total at the top; its products and the
 * shipping address below (CHECKOUT-09). Stored "NULL"s and blanks show as nothing (CHECKOUT-11).
 */
export function OrderCard({ order }: { order: Order }) {
  const payment = paymentTypeLabel(order.paymentType);
  const details: OrderDetail[] = [
    { term: 'Placed on', value: <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time> },
    { term: 'Total', value: <Price amount={order.totalAmount} /> },
    ...(payment ? [{ term: 'Payment', value: payment }] : []),
    ...(order.paymentStatus !== 'unpaid'
      ? [{ term: 'Payment status', value: paymentStatusLabels[order.paymentStatus] }]
      : []),
    ...(order.invoiceNumber
      ? [{ term: 'Invoice', value: <InvoiceLink orderId={order._id} invoiceNumber={order.invoiceNumber} /> }]
      : []),
  ];
  return (
    <OrderCardFrame
      orderId={order._id}
      headingLevel={2}
      status={
        <Chip tone={orderStatusTone[order.status]} size="sm">
          <span className="sr-only">Status: </span>
          {orderStatusLabel(order.status)}
        </Chip>
      }
      details={details}
      address={formatOrderAddress(order)}
    >
      {order.status === 'awaiting_payment' && <PayNow order={order} />}
      <OrderLines lines={order.products} />
    </OrderCardFrame>
  );
}
