import { ApiError, invoiceMessages } from '@dhanya/api';
import { useInvoice } from '@dhanya/api/swr';
import { EmptyState, ErrorState, Skeleton, buttonVariants } from '@dhanya/ui';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDocument } from './invoice-document';
import { invoiceTexts } from './invoice-texts';

/** The API's answer for an order that is not invoiced yet (unpaid, or cash not yet delivered). */
const isNotInvoicedYet = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.serverMessage === invoiceMessages.notYet;

/** The shopper's GST invoice for an order (issue 16): to read, print or save as a PDF. */
export function OrderInvoice({ orderId }: { orderId: string }) {
  const { data: invoice, error, mutate } = useInvoice(orderId);
  if (!invoice && error) {
    if (isNotInvoicedYet(error)) return <InvoiceNotYet />;
    return (
      <InvoicePage>
        <PageHeading />
        <ErrorState
          message={invoiceTexts.failed}
          onRetry={() => void mutate()}
          className="rounded-card border border-border bg-surface py-16"
        />
      </InvoicePage>
    );
  }
  if (!invoice) return <InvoiceSkeleton />;
  return (
    <InvoicePage>
      <InvoiceActions invoice={invoice} />
      <InvoiceDocument invoice={invoice} />
    </InvoicePage>
  );
}

function InvoicePage({ busy, children }: { busy?: boolean; children: React.ReactNode }) {
  return (
    <div aria-busy={busy || undefined} className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      {children}
    </div>
  );
}

function PageHeading() {
  return <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{invoiceTexts.pageHeading}</h1>;
}

function InvoiceNotYet() {
  return (
    <InvoicePage>
      <PageHeading />
      <EmptyState
        icon={<ReceiptText />}
        title={invoiceMessages.notYet}
        description={invoiceTexts.notYetHelp}
        action={
          <Link to="/Allordersucess" className={buttonVariants({ variant: 'outline' })}>
            {invoiceTexts.backToMyOrders}
          </Link>
        }
        className="rounded-card border border-border bg-surface py-16"
      />
    </InvoicePage>
  );
}

/** The invoice's layout in grey while it loads, so nothing jumps when it arrives. */
function InvoiceSkeleton() {
  return (
    <InvoicePage busy>
      <h1 className="sr-only">{invoiceTexts.pageHeading}</h1>
      <p role="status" className="sr-only">
        {invoiceTexts.loading}
      </p>
      <div aria-hidden className="flex flex-wrap items-center justify-between gap-3">
        <Skeleton className="h-5 w-28" />
        <div className="flex w-full gap-3 sm:w-auto">
          <Skeleton className="h-11 flex-1 sm:w-40 sm:flex-none" />
          <Skeleton className="h-11 flex-1 sm:w-28 sm:flex-none" />
        </div>
      </div>
      <div
        aria-hidden
        className="flex flex-col gap-8 rounded-card border border-border bg-surface px-5 py-6 shadow-sm sm:p-8"
      >
        <div className="flex flex-col gap-6 border-b border-border pb-6 sm:flex-row sm:justify-between">
          <div className="flex flex-col gap-4">
            <Skeleton className="h-8 w-44" />
            <Skeleton className="h-20 w-64" />
          </div>
          <Skeleton className="h-24 w-full sm:w-64" />
        </div>
        <div className="grid gap-6 sm:grid-cols-2 sm:gap-10">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
        <div className="flex flex-col gap-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
        <Skeleton className="h-28 w-full md:ml-auto md:w-80" />
      </div>
    </InvoicePage>
  );
}
