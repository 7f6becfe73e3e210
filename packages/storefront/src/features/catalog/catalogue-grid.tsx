import type { Product } from '@dhanya/api';
import { EmptyState, ProductCardSkeleton, ProductGrid } from '@dhanya/ui';
import { PackageOpen } from 'lucide-react';
import { useId } from 'react';
import { productPath } from '../../shared/route-paths';
import { gridStatus } from './grid-status';
import { useProductCards } from './use-product-cards';

/** Cards per row on wide screens (CATALOG-25): 4 on catalogue pages, 5 for best sellers and offers. */
type GridColumns = '4' | '5-lg' | '5-xl';

export type CatalogueGridProps = {
  /** A heading for the list (visually hidden): keeps the outline h1 → h2 → card h3. */
  label: string;
  products: Product[] | undefined;
  error: unknown;
  isValidating?: boolean;
  /** Repeats the request ("Try Again"). */
  onRetry: () => void;
  columns?: GridColumns;
  loadingText: string;
  emptyText: string;
  emptyDescription?: React.ReactNode;
  /** A way on from an empty list, e.g. a link to all products. */
  emptyAction?: React.ReactNode;
  errorText: string;
  /** A control on each card, e.g. "Add to Cart". */
  action?: (product: Product) => React.ReactNode;
};

/** Cards in the first row on the widest grid: their images load at once, the rest lazily. */
const firstRow = 5;

/**
 * A catalogue page's product grid over one SWR answer: skeleton cards while it loads, the
 * page's error text with "Try Again", its empty text, or the cards (effective price, the
 * wishlist heart and the page's action on each).
 */
export function CatalogueGrid({
  label,
  products,
  error,
  isValidating,
  onRetry,
  columns = '4',
  loadingText,
  emptyText,
  emptyDescription,
  emptyAction,
  errorText,
  action,
}: CatalogueGridProps) {
  const headingId = useId();
  const cardProps = useProductCards();
  const status = gridStatus({ data: products, error, isValidating });
  const eager = new Set(products?.slice(0, firstRow).map((product) => product._id));

  if (status === 'ready' && products?.length === 0) {
    return (
      <EmptyState
        icon={<PackageOpen />}
        title={emptyText}
        description={emptyDescription}
        action={emptyAction}
        className="rounded-card border border-dashed border-border bg-surface py-14"
      />
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <ProductGrid
        products={products}
        status={status}
        maxColumns={columns === '4' ? 4 : 5}
        fiveColumnsFrom={columns === '5-xl' ? 'xl' : 'lg'}
        productHref={productPath}
        labels={{ loading: loadingText, error: errorText }}
        onRetry={onRetry}
        skeleton={<ProductCardSkeleton withAction={Boolean(action)} />}
        cardProps={(product) =>
          cardProps(product, {
            imageLoading: eager.has(product._id) ? 'eager' : 'lazy',
            action: action?.(product),
          })
        }
      />
    </section>
  );
}
