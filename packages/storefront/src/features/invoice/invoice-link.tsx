import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { orderInvoicePath } from '../../shared/route-paths';
import { invoiceTexts } from './invoice-texts';

/** An order's invoice, by its number, for My Orders' card (issue 16). */
export function InvoiceLink({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  return (
    <Link
      to={orderInvoicePath(orderId)}
      className="inline-flex items-center gap-1.5 text-primary underline underline-offset-4 hover:no-underline"
    >
      <FileText aria-hidden className="size-4 shrink-0" />
      <span className="sr-only">{invoiceTexts.linkPrefix}</span>
      {invoiceNumber}
    </Link>
  );
}
