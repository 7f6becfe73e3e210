import { newestFirst } from '@dhanya/api';
import { useAdminOrders } from '@dhanya/api/swr';
import { Button, EmptyState } from '@dhanya/ui';
import { ChevronLeft, ChevronRight, PackageOpen } from 'lucide-react';
import { useState } from 'react';
import { AsyncSection } from '../../shared/async-section';
import { OrderCard } from './order-card';
import { pageCount } from './order-format';

/** The Orders tab: every customer's orders, newest first, a page at a time (ADMIN-42, ADMIN-43). */
export default function OrdersTab() {
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useAdminOrders(page);
  // The page count is remembered while the next page loads, so the pager stays in place.
  const [knownPages, setKnownPages] = useState(1);
  const pages = data ? pageCount(data.total, data.pageSize) : knownPages;
  if (pages !== knownPages) setKnownPages(pages);
  // A page emptied by changes elsewhere: go back to the last page that has orders.
  if (data && page > pages) setPage(pages);
  const orders = data && newestFirst(data.orders);

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-6 py-6">
      <div className="flex flex-col gap-1">
        <h2 id="orders-heading" className="text-2xl font-bold text-foreground">
          Orders
        </h2>
        <p className="text-sm text-muted-foreground">
          Every customer&apos;s orders, newest first.{data ? ` ${data.total} in all.` : ''}
        </p>
      </div>
      <AsyncSection
        state={{ data: orders, error, isLoading }}
        loadingText="Loading orders..."
        errorText="Failed to load orders."
        onRetry={() => void mutate()}
        empty={
          <EmptyState
            icon={<PackageOpen />}
            title="No orders yet"
            description="Orders appear here once customers check out."
          />
        }
      >
        {(newest) => (
          <ul aria-label="Orders, newest first" className="flex flex-col gap-4">
            {newest.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </AsyncSection>
      {pages > 1 && (
        <nav aria-label="Order pages" className="flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden />
            Previous
          </Button>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </p>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </section>
  );
}
