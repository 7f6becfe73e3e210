import { useId } from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import type { LabelOverrides } from '../lib/labels';

export type OrderDetail = {
  term: string;
  value: React.ReactNode;
  /** Takes a whole row on a phone (an email address, say) instead of half of one. */
  wide?: boolean | undefined;
};

export type OrderCardFrameLabels = {
  title: (orderId: string) => string;
  items: string;
  shippingAddress: string;
  /** Shown under "Shipping address" when the order has none; '' leaves the section out. */
  noAddress: string;
};

const defaultLabels: OrderCardFrameLabels = {
  title: (orderId) => `Order #${orderId}`,
  items: 'Items',
  shippingAddress: 'Shipping address',
  noAddress: '',
};

export type OrderCardFrameProps = {
  /** The order's number, shown in the card's title: "Order #{orderId}". */
  orderId: string;
  /** The card title's level in the page's outline; its sections' headings are one below. */
  headingLevel: 2 | 3;
  /** Beside the title: the order's status, or the control that changes it. */
  status: React.ReactNode;
  /** Date, total, payment, customer…: a term and its value each. */
  details: OrderDetail[];
  /** The address to ship to, one line each. */
  address: string[];
  /** What was ordered, under "Items". */
  children: React.ReactNode;
  /** The card's title and section texts, each defaulting to the spec's. */
  labels?: LabelOverrides<OrderCardFrameLabels> | undefined;
};

/**
 * One order as a card, for the shopper's orders and the shop's: its title and status, its
 * details, what was ordered and where it goes. The apps fill in the lines and the status.
 */
export function OrderCardFrame({
  orderId,
  headingLevel,
  status,
  details,
  address,
  children,
  labels: labelOverrides,
}: OrderCardFrameProps) {
  const labels = useLabels('OrderCardFrame', defaultLabels, labelOverrides);
  const titleId = useId();
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const Section = headingLevel === 2 ? 'h3' : 'h4';
  const sectionHeading = 'text-sm font-semibold text-foreground';
  return (
    <article
      data-slot="order-card"
      aria-labelledby={titleId}
      className="overflow-hidden rounded-card border border-border bg-surface shadow-sm"
    >
      <header className="flex flex-col gap-4 border-b border-border bg-muted/60 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Title id={titleId} className="min-w-0 text-base font-semibold break-all text-foreground">
            {labels.title(orderId)}
          </Title>
          {status}
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:flex sm:flex-wrap sm:gap-x-10">
          {details.map(({ term, value, wide }) => (
            <div key={term} className={cn('flex min-w-0 flex-col gap-0.5', wide && 'col-span-2')}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="font-medium break-words text-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      <div className="grid gap-6 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-8">
        <section className="flex flex-col gap-3">
          <Section className={sectionHeading}>{labels.items}</Section>
          {children}
        </section>
        {(address.length > 0 || labels.noAddress) && (
          <section className="flex flex-col gap-2">
            <Section className={sectionHeading}>{labels.shippingAddress}</Section>
            {address.length > 0 ? (
              <address className="flex flex-col text-sm text-muted-foreground not-italic">
                {address.map((line, index) => (
                  <span key={index} className="break-words">
                    {line}
                  </span>
                ))}
              </address>
            ) : (
              <p className="text-sm text-muted-foreground">{labels.noAddress}</p>
            )}
          </section>
        )}
      </div>
    </article>
  );
}
