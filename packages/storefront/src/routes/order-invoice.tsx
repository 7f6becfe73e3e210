import { Navigate, useParams } from 'react-router-dom';
import { OrderInvoice } from '../features/invoice';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';
import { useSession } from '../shared/session';
import { SessionRestoring } from '../shared/session-restoring';

/** /orders/:id/invoice: an order's GST invoice, to print or save as a PDF (issue 16); a guest is sent to /login. */
export function OrderInvoicePage() {
  const { id = '' } = useParams();
  const { isSignedIn, restored } = useSession();
  const texts = useTexts().address;
  if (!restored) return <SessionRestoring />;
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return (
    <>
      <PageMeta title={texts.invoiceTitle} />
      <OrderInvoice orderId={id} />
    </>
  );
}
