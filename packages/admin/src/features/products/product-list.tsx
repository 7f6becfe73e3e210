import { type Product, errorMessage } from '@dhanya/api';
import { useDeleteProduct, useProducts } from '@dhanya/api/swr';
import { DataTable, TextField } from '@dhanya/ui';
import { useDeferredValue, useState } from 'react';
import { useConfirmedAction } from '../../shared/confirmed-action';
import { filterProducts } from './filter-products';
import { productColumns } from './product-columns';
import { productMessages } from './product-messages';

type ProductListProps = {
  editingId: string | null;
  onEdit: (product: Product) => void;
  onDeleted: (id: string) => void;
};

/** Every product (ADMIN-11) with a search box over title and category, Edit and Delete. */
export function ProductList({ editingId, onEdit, onDeleted }: ProductListProps) {
  const { data, error, isLoading, mutate } = useProducts();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
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

  const all = data ?? [];
  const shown = filterProducts(all, deferredQuery);
  const filtering = deferredQuery.trim() !== '';

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <TextField
        label="Search products"
        type="search"
        placeholder="Title or category"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        disabled={!data}
        helperText={data && filtering ? `Showing ${shown.length} of ${all.length} products` : undefined}
      />
      <DataTable
        caption="All products"
        columns={productColumns({ editingId, deletingId: deletion.pendingId, onEdit, onDelete: deletion.ask })}
        rows={shown}
        getRowId={(product) => product._id}
        loading={isLoading}
        error={Boolean(error) && !data}
        onRetry={() => void mutate()}
        labels={{
          loading: 'Loading products…',
          error: errorMessage(error, productMessages.loadFailed),
          empty: filtering
            ? `No products match "${deferredQuery.trim()}"`
            : 'No products yet. Add the first one with the form.',
        }}
      />
      {deletion.dialog}
    </div>
  );
}
