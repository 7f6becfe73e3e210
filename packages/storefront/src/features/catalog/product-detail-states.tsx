import { buttonVariants, ErrorState, Skeleton } from '@dhanya/ui';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The detail page's layout in grey while the product loads, so nothing jumps when it arrives. */
export function ProductDetailSkeleton() {
  return (
    <div aria-busy>
      <h1 className="sr-only">Loading product</h1>
      <p role="status" className="sr-only">
        Loading product...
      </p>
      <Skeleton className="mb-4 h-5 w-56 min-[900px]:mb-6" />
      <div aria-hidden className="grid gap-6 min-[900px]:grid-cols-2 min-[900px]:gap-10">
        <Skeleton className="aspect-square w-full" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-12 w-56" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}

/** An unknown or malformed product id (CATALOG-15): say so and offer the whole catalogue. */
export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold text-primary">Product not found</h1>
      <p className="text-muted-foreground">
        This product may have been removed from the shop, or the link may be mistyped.
      </p>
      <Link to="/productlist" className={buttonVariants()}>
        Browse all products
      </Link>
    </section>
  );
}

/** Any other failure: the product may well exist, so offer to ask again. */
export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section>
      <h1 className="sr-only">Product</h1>
      <ErrorState message="Failed to load product. Please try again." onRetry={onRetry} />
    </section>
  );
}
