import type { Product } from '@dhanya/api';
import { useRemoveBestSeller } from '@dhanya/api/swr';
import { Price } from '@dhanya/ui';
import { Award } from 'lucide-react';
import type { AsyncState } from '../../shared/async-section';
import { PromotedProductList, type PromotionTexts } from '../../shared/promoted-product-list';
import { bestSellerTexts } from './best-seller-options';

export type BestSellerListProps = {
  bestSellers: AsyncState<Product[]>;
  onRetry: () => void;
};

const texts: PromotionTexts = {
  label: 'Current best sellers',
  loading: 'Loading best sellers...',
  loadFailed: 'Failed to load best sellers.',
  empty: bestSellerTexts.empty,
  question: 'Remove this best seller?',
  explain: (product) => `${product.title} will no longer be shown among the best sellers.`,
  removed: bestSellerTexts.removed,
  removeFailed: bestSellerTexts.removeFailed,
};

/** The best sellers, each with a Remove button that asks first (ADMIN-24). */
export function BestSellerList({ bestSellers, onRetry }: BestSellerListProps) {
  const { trigger } = useRemoveBestSeller();
  return (
    <PromotedProductList
      products={bestSellers}
      onRetry={onRetry}
      remove={(product) => trigger(product._id)}
      texts={texts}
      emptyIcon={<Award />}
      details={(product) => (
        <>
          {product.category && <p className="text-sm text-muted-foreground">{product.category.name}</p>}
          <Price amount={product.effectivePrice} compareAt={product.price} size="sm" />
        </>
      )}
    />
  );
}
