import { newestFirst } from '@dhanya/api';
import { useMyOrders } from '@dhanya/api/swr';
import { EmptyState, ErrorState, Spinner, buttonVariants } from '@dhanya/ui';
import { Package } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';
import { OrderCard } from './order-card';

/** The signed-in shopper's orders from GET /api/user/orders, newest first (CHECKOUT-08, CHECKOUT-09). */
export function MyOrdersList() {
  const { data: orders, error, mutate } = useMyOrders();
  const ordersTexts = useTexts().orders;

  if (!orders && error) return <ErrorState message={ordersTexts.failed} onRetry={() => void mutate()} />;
  if (!orders) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-muted-foreground">
        <Spinner size="lg" label="" className="text-primary" />
        <p>{ordersTexts.loading}</p>
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={<Package />}
        title={ordersTexts.empty}
        description={ordersTexts.emptyHint}
        action={
          <Link to="/productlist" className={buttonVariants()}>
            {ordersTexts.startShopping}
          </Link>
        }
        className="rounded-card border border-border bg-surface py-16"
      />
    );
  }
  return (
    <ol aria-label={ordersTexts.list} className="flex flex-col gap-6">
      {newestFirst(orders).map((order) => (
        <li key={order._id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ol>
  );
}
