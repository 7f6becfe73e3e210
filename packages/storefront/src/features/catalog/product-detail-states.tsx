import { buttonVariants, ErrorState, Skeleton } from '@dhanya/ui';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../shared/locale';

/** The detail page's layout in grey while the product loads, so nothing jumps when it arrives. */
export function ProductDetailSkeleton() {
  const texts = useTexts().catalog;
  return (
    <div aria-busy>
      <h1 className="sr-only">{texts.loadingProductTitle}</h1>
      <p role="status" className="sr-only">
        {texts.loadingProduct}
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
  const texts = useTexts().catalog;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <SearchX aria-hidden className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-bold text-primary">{texts.productNotFound}</h1>
      <p className="text-muted-foreground">{texts.productNotFoundText}</p>
      <Link to="/productlist" className={buttonVariants()}>
        {texts.browseAll}
      </Link>
    </section>
  );
}

/** Any other failure: the product may well exist, so offer to ask again. */
export function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  const texts = useTexts().catalog;
  return (
    <section>
      <h1 className="sr-only">{texts.product}</h1>
      <ErrorState message={texts.productLoadFailed} onRetry={onRetry} />
    </section>
  );
}
