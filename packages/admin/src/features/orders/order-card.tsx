import { type AdminOrder, formatOrderAddress, packLabelToShow } from '@dhanya/api';
import { OrderCardFrame, Price } from '@dhanya/ui';
import { AwaitingPaymentActions } from './awaiting-payment-actions';
import { CustomerDetails } from './customer-details';
import { InvoiceDownload } from './invoice-download';
import { formatOrderDate } from './order-format';
import { OrderStatusControl } from './order-status-control';
import { paymentDetails } from './payment-details';

/** A line's product and, unless its title says it already, its pack: "Aged Basmati Rice · 5 kg". */
function LineTitle({ line }: { line: AdminOrder['products'][number] }) {
  const pack = packLabelToShow(line.product.title, line.pack?.label);
  return (
    <>
      {line.product.title}
      {/* The space outside the span: a name computed from the cell keeps it. */}
      {pack && (
        <>
          {' '}
          <span className="text-muted-foreground">· {pack}</span>
        </>
      )}
    </>
  );
}

/**
 * One customer's order: who, when, how paid and whether, the total, where to ship and what,
 * pack by pack (ADMIN-42), and its invoice once it has one. One awaiting payment is marked
 * paid or cancelled; any other takes its next status.
 */
export function OrderCard({ order }: { order: AdminOrder }) {
  return (
    <OrderCardFrame
      orderId={order._id}
      headingLevel={3}
      status={
        order.status === 'awaiting_payment' ? (
          <AwaitingPaymentActions order={order} />
        ) : (
          <OrderStatusControl order={order} />
        )
      }
      details={[
        { term: 'Placed on', value: <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time> },
        { term: 'Customer', value: <CustomerDetails order={order} />, wide: true },
        ...paymentDetails(order),
        { term: 'Total', value: <Price amount={order.totalAmount} /> },
        ...(order.invoiceNumber
          ? [
              {
                term: 'Invoice',
                value: (
                  <InvoiceDownload
                    orderId={order._id}
                    invoiceNumber={order.invoiceNumber}
                    creditNoteNumber={order.creditNoteNumber}
                  />
                ),
                wide: true,
              },
            ]
          : []),
      ]}
      address={formatOrderAddress(order)}
      labels={{ noAddress: 'No address given' }}
    >
      <table className="w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {order.products.map((line, index) => (
            <tr key={`${line.product._id}-${index}`}>
              <td className="py-2 pr-3 break-words text-foreground">
                <LineTitle line={line} />
              </td>
              <td className="py-2 pr-3 whitespace-nowrap text-muted-foreground">Qty {line.quantity}</td>
              <td className="py-2 text-right">
                <Price amount={line.price} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </OrderCardFrame>
  );
}
