import { type Product, errorMessage, paths } from '@dhanya/api';
import { useRemoveSpecialOffer } from '@dhanya/api/swr';
import { Button, EmptyState, ErrorState, ImageWithFallback, Price, Spinner } from '@dhanya/ui';
import { BadgePercent } from 'lucide-react';
import { useConfirmedAction } from '../../shared/confirmed-action';
import { formatExpiry } from './offer-format';
import { specialOfferTexts } from './special-offer-check';

export type SpecialOfferListProps = {
  specials: { data?: Product[]; error?: Error; isLoading: boolean };
  onRetry: () => void;
};

/** The products on special offer, each with its prices, expiry and a Remove button (ADMIN-20). */
export function SpecialOfferList({ specials, onRetry }: SpecialOfferListProps) {
  const { trigger: removeSpecialOffer } = useRemoveSpecialOffer();
  const removal = useConfirmedAction<Product>({
    run: (product) => removeSpecialOffer(product._id),
    question: 'Remove this special offer?',
    explain: (product) => `${product.title} goes back to its full price.`,
    confirmLabel: 'Remove',
    done: specialOfferTexts.removed,
    failed: (error) => ({ title: specialOfferTexts.removeFailed, description: errorMessage(error, '') || undefined }),
  });

  if (specials.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-muted-foreground">
        <Spinner size="sm" label="" />
        Loading special offers...
      </p>
    );
  }
  if (specials.error) return <ErrorState message="Failed to load special offers." onRetry={onRetry} />;
  const list = specials.data ?? [];
  if (list.length === 0) return <EmptyState icon={<BadgePercent />} title={specialOfferTexts.empty} />;

  return (
    <>
      <ul aria-label="Current special offers" className="grid gap-3 sm:grid-cols-2">
        {list.map((product) => (
          <li key={product._id} className="flex gap-4 rounded-card border border-border bg-surface p-4 shadow-sm">
            <ImageWithFallback
              src={product.image ? paths.upload('products', product.image) : null}
              alt={product.title}
              width={72}
              height={72}
              loading="lazy"
              className="size-18 shrink-0 rounded-card object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <h4 className="font-semibold break-words text-foreground">{product.title}</h4>
              <p className="text-sm font-medium text-success">{product.discount ?? 0}% off</p>
              <Price amount={product.effectivePrice} compareAt={product.price} size="sm" />
              {product.discountExpiry && (
                <p className="text-sm text-muted-foreground">
                  Expires <time dateTime={product.discountExpiry}>{formatExpiry(product.discountExpiry)}</time>
                </p>
              )}
              <Button
                variant="outline"
                size="sm"
                className="mt-1 self-start"
                loading={removal.pendingId === product._id}
                onClick={() => removal.ask(product)}
              >
                Remove<span className="sr-only"> {product.title}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {removal.dialog}
    </>
  );
}
