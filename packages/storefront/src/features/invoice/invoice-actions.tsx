import { type Invoice, getInvoicePdf, invoiceFileName } from '@dhanya/api';
import { Button, buttonVariants } from '@dhanya/ui';
import { ArrowLeft, CircleAlert, Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { invoiceTexts } from './invoice-texts';
import { saveFile } from '@dhanya/shell';

/** Above the invoice, never on paper: back to My Orders, the PDF, and the browser's print. */
export function InvoiceActions({ invoice }: { invoice: Pick<Invoice, 'orderId' | 'number'> }) {
  const [downloading, setDownloading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function download() {
    setDownloading(true);
    setFailed(false);
    try {
      saveFile(await getInvoicePdf(invoice.orderId), invoiceFileName(invoice.number));
    } catch {
      setFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 print:hidden">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/Allordersucess" className={buttonVariants({ variant: 'link' })}>
          <ArrowLeft aria-hidden className="size-4" />
          {invoiceTexts.myOrders}
        </Link>
        <div className="flex w-full gap-3 sm:w-auto">
          <Button loading={downloading} onClick={() => void download()} className="flex-1 sm:flex-none">
            {!downloading && <Download aria-hidden />}
            {invoiceTexts.download}
          </Button>
          <Button variant="outline" onClick={() => window.print()} className="flex-1 sm:flex-none">
            <Printer aria-hidden />
            {invoiceTexts.print}
          </Button>
        </div>
      </div>
      {failed && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-card bg-error-soft p-3 text-sm font-medium text-error"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {invoiceTexts.downloadFailed}
        </p>
      )}
    </div>
  );
}
