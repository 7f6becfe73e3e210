import { type Product, errorMessage, paths } from '@dhanya/api';
import { useRemoveBestSeller } from '@dhanya/api/swr';
import { Button, EmptyState, ErrorState, ImageWithFallback, Price, Spinner } from '@dhanya/ui';
import { Award } from 'lucide-react';
import { useConfirmedAction } from '../../shared/confirmed-action';
import { bestSellerTexts } from './best-seller-options';

export type BestSellerListProps = {
  bestSellers: { data?: Product[]; error?: Error; isLoading: boolean };
  onRetry: () => void;
};

/** The best sellers, each with a Remove button that asks first (ADMIN-24). */
export function BestSellerList({ bestSellers, onRetry }: BestSellerListProps) {
  const { trigger: removeBestSeller } = useRemoveBestSeller();
  const removal = useConfirmedAction<Product>({
    run: (product) => removeBestSeller(product._id),
    question: 'Remove this best seller?',
    explain: (product) => `${product.title} will no longer be shown among the best sellers.`,
    confirmLabel: 'Remove',
    done: bestSellerTexts.removed,
    failed: (error) => ({ title: bestSellerTexts.removeFailed, description: errorMessage(error, '') || undefined }),
  });

  if (bestSellers.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-muted-foreground">
        <Spinner size="sm" label="" />
        Loading best sellers...
      </p>
    );
  }
  if (bestSellers.error) return <ErrorState message="Failed to load best sellers." onRetry={onRetry} />;
  const list = bestSellers.data ?? [];
  if (list.length === 0) return <EmptyState icon={<Award />} title={bestSellerTexts.empty} />;

  return (
    <>
      <ul aria-label="Current best sellers" className="grid gap-3 sm:grid-cols-2">
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
              {product.category && <p className="text-sm text-muted-foreground">{product.category.name}</p>}
              <Price amount={product.effectivePrice} compareAt={product.price} size="sm" />
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
