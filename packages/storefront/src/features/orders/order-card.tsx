import { type Order, displayText, formatOrderAddress } from '@dhanya/api';
import { Chip, OrderCardFrame, type OrderDetail, Price } from '@dhanya/ui';
import { InvoiceLink } from '../invoice';
import { locales, useLocale, useTexts } from '../../shared/locale';
import { OrderLines } from './order-lines';
import { PayNow } from './pay-now';
import { formatOrderDate, orderStatusTone } from './order-format';

/**
 * One order: id, date, status, payment type and total at the top; its products and the
 * shipping address below (CHECKOUT-09). Stored "NULL"s and blanks show as nothing (CHECKOUT-11).
 */
export function OrderCard({ order }: { order: Order }) {
  const texts = useTexts().orders;
  const locale = useLocale();
  const storedType = displayText(order.paymentType);
  const payment = texts.paymentTypes[storedType] ?? storedType;
  const details: OrderDetail[] = [
    {
      term: texts.placedOn,
      value: <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt, 'local', locales[locale].tag)}</time>,
    },
    { term: texts.total, value: <Price amount={order.totalAmount} /> },
    ...(payment ? [{ term: texts.payment, value: payment }] : []),
    ...(order.paymentStatus !== 'unpaid'
      ? [{ term: texts.paymentStatus, value: texts.paymentStatuses[order.paymentStatus] }]
      : []),
    ...(order.invoiceNumber
      ? [{ term: texts.invoice, value: <InvoiceLink orderId={order._id} invoiceNumber={order.invoiceNumber} /> }]
      : []),
  ];
  return (
    <OrderCardFrame
      orderId={order._id}
      headingLevel={2}
      status={
        <Chip tone={orderStatusTone[order.status]} size="sm">
          <span className="sr-only">{texts.status}</span>
          {texts.statuses[order.status] ?? order.status}
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
