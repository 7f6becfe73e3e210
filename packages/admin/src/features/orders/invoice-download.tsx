import { errorMessage, getInvoicePdf, invoiceFileName } from '@dhanya/api';
import { Button } from '@dhanya/ui';
import { CircleAlert, Download } from 'lucide-react';
import { useState } from 'react';
import { saveFile } from '@dhanya/shell';

const downloadFailed = 'The invoice could not be downloaded. Please try again.';

type InvoiceDownloadProps = {
  orderId: string;
  invoiceNumber: string;
  /** The credit note that cancelled the invoice, when the order was cancelled after it; its PDF holds both. */
  creditNoteNumber?: string | null;
};

/**
 * An invoiced order's invoice number and its PDF, saved as "invoice-DH-26-27-000041.pdf"; a
 * download that fails says why under the button.
 */
export function InvoiceDownload({ orderId, invoiceNumber, creditNoteNumber }: InvoiceDownloadProps) {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setDownloading(true);
    setProblem(null);
    try {
      saveFile(await getInvoicePdf(orderId, 'admin'), invoiceFileName(invoiceNumber));
    } catch (error) {
      setProblem(errorMessage(error, downloadFailed));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <span className="flex flex-col items-start gap-2">
      <span className="tabular-nums">{invoiceNumber}</span>
      {creditNoteNumber && (
        <span className="font-normal text-muted-foreground">
          Cancelled by credit note <span className="tabular-nums">{creditNoteNumber}</span>
        </span>
      )}
      <Button size="sm" variant="outline" loading={downloading} onClick={() => void download()}>
        {!downloading && <Download aria-hidden />}
        Download invoice<span className="sr-only"> {invoiceNumber}</span>
      </Button>
      {problem && (
        <span role="alert" className="flex items-start gap-1.5 font-normal text-error">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {problem}
        </span>
      )}
    </span>
  );
}
