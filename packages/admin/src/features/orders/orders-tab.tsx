import { awaitingPaymentFirst, orderIdSearchMinLength, pageCountOf } from '@dhanya/api';
import { useAdminOrders } from '@dhanya/api/swr';
import { EmptyState, Pagination, TextField } from '@dhanya/ui';
import { PackageOpen, SearchX } from 'lucide-react';
import { AsyncSection } from '../../shared/async-section';
import { usePagedSearch } from '../../shared/use-paged-search';
import { OrderCard } from './order-card';

/**
 * The Orders tab: every customer's orders, those awaiting payment first, then newest first,
 * a page at a time (ADMIN-42, ADMIN-43), or those whose id starts with the text in the search box.
 */
export default function OrdersTab() {
  const search = usePagedSearch();
  const { data, error, isLoading, mutate } = useAdminOrders({ page: search.page, orderId: search.query });
  const pages = data ? pageCountOf(data.total, data.pageSize, { atLeastOne: true }) : 1;
  if (data) search.keepWithin(pages);
  const orders = data && awaitingPaymentFirst(data.orders);
  // With nothing found the list says so itself: no "0 found" beside it.
  const count = data && (search.query ? (data.total > 0 ? ` ${data.total} found.` : '') : ` ${data.total} in all.`);
  // Nothing to search in a shop without orders; a search that found nothing keeps its box.
  const noOrdersAtAll = !search.text && !search.query && data?.total === 0;

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-6 py-6">
      <div className="flex flex-col gap-1">
        <h2 id="orders-heading" className="text-2xl font-bold text-foreground">
          Orders
        </h2>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          Every customer&apos;s orders: awaiting payment first, then newest first.{count}
        </p>
      </div>
      {!noOrdersAtAll && (
        <TextField
          label="Search orders"
          type="search"
          placeholder="Order id"
          helperText={`The first ${orderIdSearchMinLength} or more characters of an order id`}
          autoComplete="off"
          spellCheck={false}
          className="max-w-md"
          value={search.text}
          onChange={(event) => search.type(event.target.value)}
        />
      )}
      <AsyncSection
        state={{ data: orders, error, isLoading: isLoading && !data }}
        loadingText="Loading orders..."
        errorText="Failed to load orders."
        onRetry={() => void mutate()}
        empty={
          search.query ? (
            <EmptyState
              icon={<SearchX />}
              title={`No orders match “${search.query}”`}
              description={`Check the id, or type fewer characters of it (at least ${orderIdSearchMinLength}).`}
            />
          ) : (
            <EmptyState
              icon={<PackageOpen />}
              title="No orders yet"
              description="Orders appear here once customers check out."
            />
          )
        }
      >
        {(listed) => (
          <ul aria-label="Orders" className="flex flex-col gap-4">
            {listed.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
        )}
      </AsyncSection>
      <Pagination label="Order pages" page={search.page} pageCount={pages} onPageChange={search.setPage} />
    </section>
  );
}
