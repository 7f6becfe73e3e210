import { Navigate } from 'react-router-dom';
import { MyOrdersList } from '../features/orders';
import { useTexts } from '../shared/locale';
import { PageMeta } from '../shared/page-meta';
import { useSession } from '../shared/session';
import { SessionRestoring } from '../shared/session-restoring';

/** /Allordersucess and /orders: a guest is sent to /login (CHECKOUT-10). */
export function MyOrdersPage() {
  const { isSignedIn, restored } = useSession();
  const ordersTexts = useTexts().orders;
  if (!restored) return <SessionRestoring />;
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={ordersTexts.heading} description={ordersTexts.description} />
      <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{ordersTexts.heading}</h1>
      <MyOrdersList />
    </div>
  );
}
