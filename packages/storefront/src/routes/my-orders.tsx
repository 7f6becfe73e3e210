import { Navigate } from 'react-router-dom';
import { MyOrdersList, ordersTexts } from '../features/orders';
import { PageMeta } from '../shared/page-meta';
import { useSession } from '../shared/session';
import { SessionRestoring } from '../shared/session-restoring';

/** /Allordersucess and /orders: a guest is sent to /login (CHECKOUT-10). */
export function MyOrdersPage() {
  const { isSignedIn, restored } = useSession();
  if (!restored) return <SessionRestoring />;
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return (
    <div className="flex flex-col gap-6">
      <PageMeta
        title={ordersTexts.heading}
        description="Your orders with Dhanya: status, items and delivery address."
      />
      <h1 className="text-2xl font-bold text-foreground sm:text-3xl">{ordersTexts.heading}</h1>
      <MyOrdersList />
    </div>
  );
}
