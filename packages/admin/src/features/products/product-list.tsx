import { type Product, defaultLowStockThreshold, errorMessage, paths } from '@dhanya/api';
import { useDeleteProduct, useProductListPage, useShopSettings } from '@dhanya/api/swr';
import { DataTable, Pagination, TextField, formatIndianNumber } from '@dhanya/ui';
import { useConfirmedAction } from '../../shared/confirmed-action';
import { usePagedSearch } from '../../shared/use-paged-search';
import { UntranslatedFilter } from '../../shared/untranslated-filter';
import { useState } from 'react';
import { productColumns } from './product-columns';
import { productMessages } from './product-messages';

const productsPerPage = 20;

/** "58 products", or "3 products match “rice”"; nothing when there are none. */
function productCount(total: number, query: string): string {
  if (total === 0) return '';
  const count = `${formatIndianNumber(total)} ${total === 1 ? 'product' : 'products'}`;
  if (!query) return count;
  return `${count} ${total === 1 ? 'matches' : 'match'} “${query}”`;
}

type ProductListProps = {
  editingId: string | null;
  onEdit: (product: Product) => void;
  onDeleted: (id: string) => void;
};

/**
 * The products a page at a time (ADMIN-11), or those whose title matches the search box,
 * best first; Edit and Delete on each. A write refreshes the page shown.
 */
export function ProductList({ editingId, onEdit, onDeleted }: ProductListProps) {
  const search = usePagedSearch();
  const [untranslatedOnly, setUntranslatedOnly] = useState(false);
  const { data, error, isLoading, isValidating, mutate } = useProductListPage(
    search.query ? paths.search : paths.products,
    {
      query: search.query || undefined,
      page: search.page,
      limit: productsPerPage,
      untranslated: untranslatedOnly ? 'hi' : undefined,
    },
  );
  // How many are not yet in Hindi: the total of a one-product page of them.
  const untranslated = useProductListPage(paths.products, { page: 1, limit: 1, untranslated: 'hi' }).data?.total;
  if (data) search.keepWithin(data.pageCount);
  // Until the settings answer (or if they cannot), packs are flagged at the default threshold.
  const lowStockThreshold = useShopSettings().data?.lowStockThreshold ?? defaultLowStockThreshold;
  const { trigger: deleteProduct } = useDeleteProduct();
  // Delete asks first (ADMIN-15); a refusal shows the server's message (ADMIN-41).
  const deletion = useConfirmedAction<Product>({
    run: (product) => deleteProduct(product._id),
    question: productMessages.confirmDelete,
    explain: (product) => `"${product.title}" will be removed from the shop.`,
    confirmLabel: 'Delete',
    done: productMessages.deleted,
    failed: (error) => ({ title: errorMessage(error, productMessages.failed) }),
    onDone: (product) => onDeleted(product._id),
  });

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <TextField
        label="Search products"
        type="search"
        placeholder="Product title"
        autoComplete="off"
        value={search.text}
        onChange={(event) => search.type(event.target.value)}
      />
      <UntranslatedFilter
        noun="products"
        count={untranslated}
        checked={untranslatedOnly}
        onChange={(checked) => {
          setUntranslatedOnly(checked);
          search.setPage(1);
        }}
      />
      <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {data ? productCount(data.total, search.query) : ''}
      </p>
      <DataTable
        caption="All products"
        columns={productColumns({
          editingId,
          deletingId: deletion.pendingId,
          lowStockThreshold,
          onEdit,
          onDelete: deletion.ask,
        })}
        rows={data?.products ?? []}
        getRowId={(product) => product._id}
        loading={isLoading && !data}
        error={Boolean(error)}
        onRetry={() => void mutate()}
        aria-busy={isValidating || undefined}
        labels={{
          loading: 'Loading products…',
          error: errorMessage(error, productMessages.loadFailed),
          empty: untranslatedOnly
            ? 'Every product is in Hindi.'
            : search.query
              ? `No products match “${search.query}”`
              : 'No products yet. Add the first one with the form.',
        }}
      />
      <Pagination
        label="Product pages"
        page={search.page}
        pageCount={data?.pageCount ?? 0}
        onPageChange={search.setPage}
      />
      {deletion.dialog}
    </div>
  );
}
