import { useId, useState } from 'react';
import { Heart, Image as ImageIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLabels, useRenderLink } from '../provider/dhanya-provider';
import type { RenderLink } from '../lib/link';
import { useControllableState } from '../lib/use-controllable-state';
import { ImageWithFallback } from './image-with-fallback';
import { Button, buttonVariants } from './button';
import { Price } from './price';
import { Skeleton } from './skeleton';
import type { LabelOverrides } from '../lib/labels';

export type ProductCardLabels = {
  /** Before the price of a product sold in several packs: "from ₹189.00". */
  priceFrom: string;
  addToWishlist: string;
  removeFromWishlist: string;
  viewProduct: string;
  /** The button that downloads a picture held back (`imageOnTap`). */
  showPicture: string;
};

const defaultLabels: ProductCardLabels = {
  priceFrom: 'from',
  addToWishlist: 'Add to wishlist',
  removeFromWishlist: 'Remove from wishlist',
  viewProduct: 'View Product',
  showPicture: 'Show picture',
};

export type ProductCardProps = Omit<React.ComponentProps<'article'>, 'title' | 'children'> & {
  /** The product's name, cut to two lines (the full name is its tooltip); also the image's alt text. */
  title: string;
  /** The price in rupees; with `priceFrom`, the cheapest pack's. */
  price: number;
  /** The price before a discount, shown struck through. */
  compareAtPrice?: number | undefined;
  /** `price` is the cheapest of several packs: shown as "from ₹189.00". */
  priceFrom?: boolean | undefined;
  /** A resolved image URL; a placeholder is shown when missing or broken. */
  image?: string | null | undefined;
  /** Other sizes of the same image (`srcset`), so the browser picks what the card needs. */
  imageSrcSet?: string | undefined;
  /** How wide the image is drawn (`sizes`); the card is at most 220px wide. */
  imageSizes?: string | undefined;
  /** Where "View Product" leads, e.g. `/product/{id}`. */
  href: string;
  /** How its links are rendered, e.g. with a router's `Link`; by default the DhanyaProvider's, else a plain `<a>`. */
  renderLink?: RenderLink | undefined;
  /** Make above-the-fold images load eagerly. */
  imageLoading?: 'lazy' | 'eager' | undefined;
  /**
   * Holds the picture back until the shopper taps "Show picture" (a shop's lite mode, for a
   * card below the first screen): nothing is downloaded before, and the card keeps its size.
   */
  imageOnTap?: boolean | undefined;
  /** Controlled saved state of the heart button. */
  saved?: boolean | undefined;
  /** Whether the heart starts saved, when `saved` is not controlled. Default `false`. */
  defaultSaved?: boolean | undefined;
  /** Called with the new saved state when the heart button is pressed. */
  onWishlistToggle?: ((saved: boolean) => void) | undefined;
  /** The card's own texts, each defaulting to the spec's. */
  labels?: LabelOverrides<ProductCardLabels> | undefined;
  /** An extra control under the link, e.g. an "Add to Cart" button. */
  action?: React.ReactNode | undefined;
};

/**
 * A product in a grid: picture, name, price (with an offer or 'from' a pack price), a wishlist
 * heart and a 'View Product' link, plus an optional action such as 'Add to Cart'.
 */
export function ProductCard({
  title,
  price,
  compareAtPrice,
  priceFrom = false,
  image,
  imageSrcSet,
  imageSizes = '220px',
  href,
  renderLink: ownRenderLink,
  imageLoading = 'lazy',
  imageOnTap = false,
  saved,
  defaultSaved = false,
  onWishlistToggle,
  labels: labelOverrides,
  action,
  className,
  ...props
}: ProductCardProps) {
  const renderLink = useRenderLink(ownRenderLink);
  const titleId = useId();
  const labels = useLabels('ProductCard', defaultLabels, labelOverrides);
  const [isSaved, setSaved] = useControllableState({
    value: saved,
    defaultValue: defaultSaved,
    onChange: onWishlistToggle,
  });
  const toggle = () => setSaved(!isSaved);
  const [pictureAsked, setPictureAsked] = useState(false);
  const pictureHeld = imageOnTap && Boolean(image) && !pictureAsked;

  return (
    <article
      data-slot="product-card"
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full w-full max-w-[220px] flex-col overflow-hidden rounded-card border border-border bg-surface shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
      {...props}
    >
      <div data-slot="product-card-media" className="relative h-[180px] shrink-0 bg-muted">
        {pictureHeld ? (
          <div data-slot="product-card-held-picture" className="flex h-[180px] items-center justify-center">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-describedby={titleId}
              onClick={() => setPictureAsked(true)}
              // Above the card's stretched "View Product" link, as the heart is.
              className="relative z-10"
            >
              <ImageIcon aria-hidden />
              {labels.showPicture}
            </Button>
          </div>
        ) : (
          <ImageWithFallback
            src={image}
            srcSet={imageSrcSet}
            sizes={imageSrcSet ? imageSizes : undefined}
            alt={title}
            width={220}
            height={180}
            loading={pictureAsked ? 'eager' : imageLoading}
            decoding="async"
            className="h-[180px] w-full object-cover"
          />
        )}
        <Button
          type="button"
          variant="ghost"
          size="icon"
          data-slot="product-card-wishlist"
          data-state={isSaved ? 'on' : 'off'}
          aria-label={isSaved ? labels.removeFromWishlist : labels.addToWishlist}
          aria-pressed={isSaved}
          onClick={toggle}
          className="absolute top-2 right-2 z-10 size-10 rounded-full bg-surface/90 shadow-sm hover:bg-surface"
        >
          <Heart aria-hidden className={cn(isSaved ? 'fill-current text-error' : 'text-foreground')} />
        </Button>
      </div>
      <div data-slot="product-card-body" className="flex flex-1 flex-col gap-2 p-3">
        <h3 id={titleId} title={title} className="line-clamp-2 min-h-10 text-sm leading-5 font-medium text-foreground">
          {title}
        </h3>
        {priceFrom ? (
          <p data-slot="product-card-price-from" className="flex min-h-6 flex-wrap items-baseline gap-x-1.5">
            <span className="text-sm text-muted-foreground">{labels.priceFrom}</span>{' '}
            <Price amount={price} compareAt={compareAtPrice} />
          </p>
        ) : (
          <Price amount={price} compareAt={compareAtPrice} className="min-h-6" />
        )}
        <div className="mt-auto flex flex-col gap-2 pt-1">
          {renderLink({
            href,
            'data-slot': 'product-card-link',
            'aria-describedby': titleId,
            // The link's ::after covers the card, so the whole card opens the product (the
            // heart and the action sit above it); its title keeps the full-name tooltip.
            title,
            className: cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'w-full after:absolute after:inset-0'),
            children: labels.viewProduct,
          })}
          {action && (
            <div data-slot="product-card-action" className="relative z-10 flex flex-col">
              {action}
            </div>
          )}
        </div>
      </div>
    </article>
  );
}

/** A loading stand-in with the card's exact size; `withAction` reserves the action's row. */
export function ProductCardSkeleton({
  withAction = false,
  className,
  ...props
}: React.ComponentProps<'div'> & { withAction?: boolean }) {
  return (
    <div
      data-slot="product-card-skeleton"
      aria-hidden
      className={cn(
        'flex h-full w-full max-w-[220px] flex-col overflow-hidden rounded-card border border-border bg-surface',
        className,
      )}
      {...props}
    >
      <Skeleton className="h-[180px] shrink-0 rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex min-h-10 flex-col justify-center gap-1.5">
          <Skeleton className="h-3.5 w-full rounded" />
          <Skeleton className="h-3.5 w-2/3 rounded" />
        </div>
        <div className="flex min-h-6 items-center">
          <Skeleton className="h-4 w-20 rounded" />
        </div>
        <div className="mt-auto flex flex-col gap-2 pt-1">
          <Skeleton className="h-9 w-full" />
          {withAction && <Skeleton className="h-9 w-full" />}
        </div>
      </div>
    </div>
  );
}
