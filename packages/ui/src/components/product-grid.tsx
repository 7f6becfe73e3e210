import { cva } from 'class-variance-authority';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { useLabels } from '../provider/dhanya-provider';
import type { RenderLink } from '../lib/link';
import { ProductCard, ProductCardSkeleton, type ProductCardProps } from './product-card';
import { Spinner } from './spinner';
import type { LabelOverrides } from '../lib/labels';

/** The product fields a card needs, as the API sends them. */
export type ProductSummary = { _id: string; title: string; price: number; image?: string | null };

// Cells are at most a card wide (220 px), so cards never stretch apart on wide screens.
// Breakpoints are all px: mixed with Tailwind's rem ones (sm:) the media rules came out in the
// wrong order and a narrower breakpoint won.
// 2 per row at the narrowest, 3 from 640 px, 4 from 900 px, 5 from 1200 px (lg) or 1536 px (xl).
const gridVariants = cva(
  'grid grid-cols-[repeat(2,minmax(0,220px))] gap-4 min-[640px]:grid-cols-[repeat(3,minmax(0,220px))] min-[900px]:grid-cols-[repeat(4,minmax(0,220px))]',
  {
    variants: {
      columns: {
        '4': '',
        '5-lg': 'min-[1200px]:grid-cols-[repeat(5,minmax(0,220px))]',
        '5-xl': 'min-[1536px]:grid-cols-[repeat(5,minmax(0,220px))]',
      },
    },
  },
);

export type ProductGridLabels = {
  loading: string;
  empty: React.ReactNode;
  error: React.ReactNode;
};

const defaultLabels: ProductGridLabels = {
  loading: 'Loading products...',
  empty: 'No products found.',
  error: 'Something went wrong while fetching data.',
};

export type ProductGridProps<T extends ProductSummary> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The products to show, in order; none (the empty state) by default. */
  products?: readonly T[] | undefined;
  /** `loading` shows placeholder cards, `error` the error state; `ready` (the default) shows the products. */
  status?: 'loading' | 'error' | 'ready' | undefined;
  /** 4 for catalogue pages; 5 for best sellers and special offers. */
  maxColumns?: 4 | 5 | undefined;
  /** Where the fifth column starts: lg = 1200 px (best sellers), xl = 1536 px (special offers). */
  fiveColumnsFrom?: 'lg' | 'xl' | undefined;
  /** Extra card props per product: resolved image, saved state, an "Add to Cart" action… */
  cardProps?: ((product: T) => Partial<ProductCardProps>) | undefined;
  /** Replaces the built-in ProductCard entirely. */
  renderCard?: ((product: T) => React.ReactNode) | undefined;
  /** Where a card's "View Product" leads: the shop's product page, e.g. `/product/{id}`. */
  productHref: (product: T) => string;
  /** How the cards' links are rendered, e.g. with a router's `Link`; by default the DhanyaProvider's. */
  renderLink?: RenderLink | undefined;
  /** The grid's state texts, each defaulting to the spec's. */
  labels?: LabelOverrides<ProductGridLabels> | undefined;
  /** When given, the error state offers a retry button. */
  onRetry?: (() => void) | undefined;
  /** How many placeholder cards show while loading; two rows (`maxColumns` × 2) by default. */
  skeletonCount?: number | undefined;
  /** The loading stand-in for one card, e.g. `<ProductCardSkeleton withAction />`. */
  skeleton?: React.ReactNode | undefined;
};

/**
 * Products as ProductCards in a responsive grid of up to four or five columns, with its own
 * loading, empty and error states.
 */
export function ProductGrid<T extends ProductSummary>({
  products = [],
  status = 'ready',
  maxColumns = 5,
  fiveColumnsFrom = 'lg',
  cardProps,
  renderCard,
  productHref,
  renderLink,
  labels: labelOverrides,
  onRetry,
  skeletonCount,
  skeleton = <ProductCardSkeleton />,
  className,
  ...props
}: ProductGridProps<T>) {
  const labels = useLabels('ProductGrid', defaultLabels, labelOverrides);
  const listClass = gridVariants({ columns: maxColumns === 4 ? '4' : `5-${fiveColumnsFrom}` });
  const state = status === 'ready' && products.length === 0 ? 'empty' : status;

  return (
    <div
      data-slot="product-grid"
      data-state={state}
      aria-busy={status === 'loading' || undefined}
      className={className}
      {...props}
    >
      {state === 'loading' && (
        // The status floats over the skeletons, so the cards take their place without a shift.
        <div className="relative">
          <p
            role="status"
            className="absolute top-16 left-1/2 z-10 flex -translate-x-1/2 items-center gap-2 rounded-full bg-surface px-4 py-2 text-sm whitespace-nowrap text-foreground shadow-md"
          >
            <Spinner size="sm" label="" />
            {labels.loading}
          </p>
          <ul aria-hidden className={listClass}>
            {Array.from({ length: skeletonCount ?? maxColumns * 2 }, (_, index) => (
              <li key={index}>{skeleton}</li>
            ))}
          </ul>
        </div>
      )}
      {state === 'error' && <ErrorState message={labels.error} onRetry={onRetry} />}
      {state === 'empty' && <EmptyState title={labels.empty} />}
      {state === 'ready' && (
        <ul className={listClass}>
          {products.map((product) => (
            <li key={product._id} data-slot="product-grid-item">
              {renderCard ? (
                renderCard(product)
              ) : (
                <ProductCard
                  title={product.title}
                  price={product.price}
                  image={product.image}
                  href={productHref(product)}
                  renderLink={renderLink}
                  {...cardProps?.(product)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
