import { type AdminOrder, formatOrderAddress, packLabelToShow, paymentTypeLabel } from '@dhanya/api';
import { OrderCardFrame, Price } from '@dhanya/ui';
import { formatOrderDate } from './order-format';
import { OrderStatusControl } from './order-status-control';

function Customer({ customer }: { customer: AdminOrder['customer'] }) {
  if (!customer) return 'Account removed';
  return (
    <span className="flex flex-col">
      <span>{customer.name}</span>
      <span className="font-normal break-all text-muted-foreground">{customer.email}</span>
    </span>
  );
}

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

/** One customer's order: who, when, how paid, the total, where to ship and what, pack by pack (ADMIN-42). */
export function OrderCard({ order }: { order: AdminOrder }) {
  return (
    <OrderCardFrame
      orderId={order._id}
      headingLevel={3}
      status={<OrderStatusControl order={order} />}
      details={[
        { term: 'Placed on', value: <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time> },
        { term: 'Customer', value: <Customer customer={order.customer} />, wide: true },
        { term: 'Payment', value: paymentTypeLabel(order.paymentType) || '—' },
        { term: 'Total', value: <Price amount={order.totalAmount} /> },
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
