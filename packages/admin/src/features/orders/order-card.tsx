import { type AdminOrder, formatOrderAddress, paymentTypeLabel } from '@dhanya/api';
import { Price } from '@dhanya/ui';
import { useId } from 'react';
import { formatOrderDate } from './order-format';
import { OrderStatusControl } from './order-status-control';

const Detail = ({ term, children }: { term: string; children: React.ReactNode }) => (
  <div className="flex min-w-0 flex-col gap-0.5">
    <dt className="text-muted-foreground">{term}</dt>
    <dd className="font-medium break-words text-foreground">{children}</dd>
  </div>
);

/** One customer's order: who, when, how paid, the total, where to ship and what (ADMIN-42). */
export function OrderCard({ order }: { order: AdminOrder }) {
  const titleId = useId();
  const address = formatOrderAddress(order);
  const payment = paymentTypeLabel(order.paymentType);
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-card border border-border bg-surface shadow-sm"
    >
      <header className="flex flex-col gap-4 border-b border-border bg-muted/60 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
        <div className="flex min-w-0 flex-col gap-3">
          <h3 id={titleId} className="text-base font-semibold break-all text-foreground">
            Order #{order._id}
          </h3>
          <dl className="grid grid-cols-1 gap-x-8 gap-y-3 text-sm min-[480px]:grid-cols-2 lg:grid-cols-4">
            <Detail term="Placed on">
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            </Detail>
            <Detail term="Customer">
              {order.customer ? (
                <span className="flex flex-col">
                  <span>{order.customer.name}</span>
                  <span className="font-normal break-all text-muted-foreground">{order.customer.email}</span>
                </span>
              ) : (
                'Account removed'
              )}
            </Detail>
            <Detail term="Payment">{payment || '—'}</Detail>
            <Detail term="Total">
              <Price amount={order.totalAmount} />
            </Detail>
          </dl>
        </div>
        <OrderStatusControl order={order} />
      </header>
      <div className="grid gap-6 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-8">
        <section className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-foreground">Items</h4>
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
                  <td className="py-2 pr-3 break-words text-foreground">{line.product.title}</td>
                  <td className="py-2 pr-3 whitespace-nowrap text-muted-foreground">Qty {line.quantity}</td>
                  <td className="py-2 text-right">
                    <Price amount={line.price} size="sm" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-foreground">Shipping address</h4>
          {address.length > 0 ? (
            <address className="flex flex-col text-sm text-muted-foreground not-italic">
              {address.map((line, index) => (
                <span key={index} className="break-words">
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p className="text-sm text-muted-foreground">No address given</p>
          )}
        </section>
      </div>
    </article>
  );
}
