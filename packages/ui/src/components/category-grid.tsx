import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { useLabels, useRenderLink } from '../provider/dhanya-provider';
import type { RenderLink } from '../lib/link';
import { ImageWithFallback } from './image-with-fallback';
import { Skeleton } from './skeleton';
import type { LabelOverrides } from '../lib/labels';

/** The category fields the grid needs, as the API sends them. */
export type CategorySummary = { _id: string; name: string; image?: string | null };

// 2 columns on phones, 3 from 480 px, 4 from 640 px; from 1200 px exactly 5 columns with at
// most 9 categories visible (the spec's home grid): the 10th and later stay in the DOM but
// are hidden with display:none, so below 1200 px every category is still reachable.
const listClass =
  'grid grid-cols-2 justify-items-center gap-x-4 gap-y-6 min-[480px]:grid-cols-3 min-[640px]:grid-cols-4 min-[1200px]:grid-cols-5 min-[1200px]:[&>li:nth-child(n+10)]:hidden';

export type CategoryGridLabels = {
  loading: string;
  empty: React.ReactNode;
  error: React.ReactNode;
};

const defaultLabels: CategoryGridLabels = {
  loading: 'Loading categories...',
  empty: 'No categories available.',
  error: 'Something went wrong while fetching data.',
};

export type CategoryGridProps<T extends CategorySummary> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The categories to show, in order; none (the empty state) by default. */
  categories?: readonly T[] | undefined;
  /** `loading` shows placeholders, `error` the error state; `ready` (the default) shows the categories. */
  status?: 'loading' | 'error' | 'ready' | undefined;
  /** Turns a stored image name into a URL, e.g. `(image) => '/uploads/category/' + image`. */
  imageUrl?: ((image: string) => string) | undefined;
  /** Where a category leads: the shop's category page, e.g. `/categories/{id}`. */
  categoryHref: (category: T) => string;
  /** How its links are rendered, e.g. with a router's `Link`; by default the DhanyaProvider's, else a plain `<a>`. */
  renderLink?: RenderLink | undefined;
  /** The grid's state texts, each defaulting to the spec's; `empty: null` shows no text at all. */
  labels?: LabelOverrides<CategoryGridLabels> | undefined;
  /** When given, the error state offers a retry button. */
  onRetry?: (() => void) | undefined;
  /** How many placeholder circles show while loading. Default 9. */
  skeletonCount?: number | undefined;
};

/**
 * The shop's categories as round pictures with their names, each a link (`categoryHref`). Shows
 * its own loading, empty and error states; from 1200 px at most nine in five columns.
 */
export function CategoryGrid<T extends CategorySummary>({
  categories = [],
  status = 'ready',
  imageUrl,
  categoryHref,
  renderLink: ownRenderLink,
  labels: labelOverrides,
  onRetry,
  skeletonCount = 9,
  className,
  ...props
}: CategoryGridProps<T>) {
  const renderLink = useRenderLink(ownRenderLink);
  const labels = useLabels('CategoryGrid', defaultLabels, labelOverrides);
  const state = status === 'ready' && categories.length === 0 ? 'empty' : status;

  return (
    <div
      data-slot="category-grid"
      data-state={state}
      aria-busy={status === 'loading' || undefined}
      className={className}
      {...props}
    >
      {state === 'loading' && (
        <>
          <p role="status" className="sr-only">
            {labels.loading}
          </p>
          <ul aria-hidden className={listClass}>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <li key={index} className="flex w-[120px] flex-col items-center gap-2">
                <Skeleton className="size-[120px] rounded-full" />
                <Skeleton className="h-4 w-20 rounded" />
              </li>
            ))}
          </ul>
        </>
      )}
      {state === 'error' && <ErrorState message={labels.error} onRetry={onRetry} />}
      {state === 'empty' && labels.empty !== null && labels.empty !== '' && <EmptyState title={labels.empty} />}
      {state === 'ready' && (
        <ul className={listClass}>
          {categories.map((category) => (
            <li key={category._id} data-slot="category-grid-item" className="w-[120px]">
              {renderLink({
                href: categoryHref(category),
                'data-slot': 'category-grid-link',
                className: 'group flex flex-col items-center gap-2 rounded-card text-foreground outline-offset-4',
                children: (
                  <>
                    <ImageWithFallback
                      src={category.image ? (imageUrl?.(category.image) ?? category.image) : null}
                      // The visible name already labels the link.
                      alt=""
                      width={120}
                      height={120}
                      loading="lazy"
                      decoding="async"
                      className="size-[120px] rounded-full border border-border object-cover transition-transform group-hover:scale-105 motion-reduce:transition-none"
                    />
                    <span
                      data-slot="category-grid-name"
                      title={category.name}
                      className="block max-w-[120px] truncate text-sm font-medium group-hover:underline"
                    >
                      {category.name}
                    </span>
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
