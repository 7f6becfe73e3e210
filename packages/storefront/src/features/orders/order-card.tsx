import { type Order, formatOrderAddress, orderStatusLabel, paymentTypeLabel } from '@dhanya/api';
import { Chip, Price } from '@dhanya/ui';
import { useId } from 'react';
import { OrderLines } from './order-lines';
import { formatOrderDate, orderStatusTone } from './order-format';

/**
 * One order: id, date, status, payment type and total at the top; its products and the
 * shipping address below (CHECKOUT-09). Stored "NULL"s and blanks show as nothing (CHECKOUT-11).
 */
export function OrderCard({ order }: { order: Order }) {
  const titleId = useId();
  const payment = paymentTypeLabel(order.paymentType);
  const address = formatOrderAddress(order);
  return (
    <article
      aria-labelledby={titleId}
      className="overflow-hidden rounded-card border border-border bg-surface shadow-sm"
    >
      <header className="flex flex-col gap-4 border-b border-border bg-muted/60 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={titleId} className="min-w-0 text-base font-semibold break-all text-foreground">
            Order #{order._id}
          </h2>
          <Chip tone={orderStatusTone[order.status]} size="sm">
            <span className="sr-only">Status: </span>
            {orderStatusLabel(order.status)}
          </Chip>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:flex sm:flex-wrap sm:gap-x-10">
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground">Placed on</dt>
            <dd className="font-medium text-foreground">
              <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="text-muted-foreground">Total</dt>
            <dd>
              <Price amount={order.totalAmount} />
            </dd>
          </div>
          {payment && (
            <div className="flex flex-col gap-0.5">
              <dt className="text-muted-foreground">Payment</dt>
              <dd className="font-medium text-foreground">{payment}</dd>
            </div>
          )}
        </dl>
      </header>
      <div className="grid gap-6 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-8">
        <OrderLines lines={order.products} />
        {address.length > 0 && (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-foreground">Shipping address</h3>
            <address className="flex flex-col text-sm text-muted-foreground not-italic">
              {address.map((line, index) => (
                <span key={index} className="break-words">
                  {line}
                </span>
              ))}
            </address>
          </section>
        )}
      </div>
    </article>
  );
}
