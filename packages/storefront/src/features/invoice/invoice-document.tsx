import { type Invoice, invoiceStateText } from '@dhanya/api';
import { cn } from '@dhanya/ui';
import { useId } from 'react';
import { InvoiceLines } from './invoice-lines';
import { formatInvoiceDate, invoiceTexts } from './invoice-texts';
import { InvoiceTotals } from './invoice-totals';

const sectionHeading = 'text-xs font-semibold tracking-wide text-muted-foreground uppercase';

/**
 * The invoice as the shop issued it, laid out to be read on a phone and printed on A4: who
 * sells, the invoice's number and date, who buys and where the goods go, the lines, and the
 * totals in figures and in words. A shop without a GSTIN issues a bill of supply, without tax.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const registered = invoice.supplier.gstin !== '';
  const details = [
    { term: registered ? invoiceTexts.invoiceNumber : invoiceTexts.billNumber, value: invoice.number },
    {
      term: registered ? invoiceTexts.invoiceDate : invoiceTexts.billDate,
      value: <time dateTime={invoice.date}>{formatInvoiceDate(invoice.date)}</time>,
    },
    { term: invoiceTexts.order, value: invoice.orderReference },
    ...(invoice.paymentMethod ? [{ term: invoiceTexts.payment, value: invoice.paymentMethod }] : []),
    ...(registered ? [{ term: invoiceTexts.reverseCharge, value: invoiceTexts.no }] : []),
  ];
  return (
    <article
      aria-labelledby="invoice-heading"
      className="flex flex-col gap-8 rounded-card border border-border bg-surface px-5 py-6 shadow-sm sm:p-8 print:gap-6 print:border-0 print:p-0 print:shadow-none"
    >
      {invoice.creditNote ? (
        <p className="rounded-md bg-warning-soft px-4 py-3 text-sm text-foreground">
          {invoiceTexts.cancelledBy(invoice.creditNote.number, formatInvoiceDate(invoice.creditNote.date))}
        </p>
      ) : null}
      <header className="flex flex-col gap-6 border-b border-border pb-6 sm:flex-row sm:justify-between sm:gap-10">
        <div className="flex min-w-0 flex-col gap-4">
          <h1 id="invoice-heading" className="text-2xl font-bold text-foreground sm:text-3xl">
            {registered ? invoiceTexts.taxInvoice : invoiceTexts.billOfSupply}
          </h1>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1.5 text-sm">
            {details.map(({ term, value }) => (
              <div key={term} className="contents">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className="font-medium break-words text-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <Party heading={invoiceTexts.soldBy} className="sm:max-w-xs sm:text-right">
          <p className="font-semibold text-foreground">{invoice.supplier.legalName}</p>
          {invoice.supplier.address.split('\n').map((line, index) => (
            <p key={index}>{line}</p>
          ))}
          {registered && (
            <p>
              {invoiceTexts.gstin} <span className="font-medium text-foreground">{invoice.supplier.gstin}</span>
            </p>
          )}
          <p>
            {invoiceTexts.state} {invoiceStateText(invoice.supplier.state)}
          </p>
        </Party>
      </header>

      <div className="grid gap-6 sm:grid-cols-2 sm:gap-10">
        <Party heading={invoiceTexts.billedTo}>
          <p className="font-semibold text-foreground">{invoice.recipient.name}</p>
          {invoice.recipient.address.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </Party>
        <Party heading={invoiceTexts.placeOfSupply}>
          <p className="font-semibold text-foreground">{invoiceStateText(invoice.placeOfSupply)}</p>
          {registered && <p>{invoice.intraState ? invoiceTexts.intraState : invoiceTexts.interState}</p>}
        </Party>
      </div>

      <InvoiceLines invoice={invoice} registered={registered} />

      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:gap-10 print:grid-cols-[minmax(0,1fr)_16rem]">
        <InvoiceTotals invoice={invoice} registered={registered} />
        {/* Beside the figures on a wide screen, under them on a phone. */}
        <Party heading={invoiceTexts.inWords} className="md:order-first md:pt-2 print:order-first">
          <p className="font-medium text-foreground">{invoice.totalInWords}</p>
        </Party>
      </div>

      <p className="border-t border-border pt-4 text-xs text-muted-foreground">
        {registered ? invoiceTexts.pricesIncludeGst : invoiceTexts.notRegistered}
      </p>
    </article>
  );
}

/** One party's block, or another short section: a small heading over its lines. */
function Party({ heading, className, children }: { heading: string; className?: string; children: React.ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <h2 id={headingId} className={sectionHeading}>
        {heading}
      </h2>
      <div className="flex flex-col gap-0.5 text-sm break-words text-muted-foreground">{children}</div>
    </section>
  );
}
