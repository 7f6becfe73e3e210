import { Navigate, useParams } from 'react-router-dom';
import { OrderPayment } from '../features/payment';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';
import { useSession } from '../shared/session';
import { SessionRestoring } from '../shared/session-restoring';

/** /orders/:id/pay: paying an order, or how its payment stands (issue 15); a guest is sent to /login. */
export function OrderPaymentPage() {
  const { id = '' } = useParams();
  const { isSignedIn, restored } = useSession();
  const texts = useTexts().address;
  if (!restored) return <SessionRestoring />;
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return (
    <>
      <PageMeta title={texts.payTitle} />
      <OrderPayment orderId={id} />
    </>
  );
}
