import type { Product } from '@dhanya/api';
import { useRemoveSpecialOffer } from '@dhanya/api/swr';
import { Price } from '@dhanya/ui';
import { BadgePercent } from 'lucide-react';
import type { AsyncState } from '../../shared/async-section';
import { PromotedProductList, type PromotionTexts } from '../../shared/promoted-product-list';
import { formatExpiry } from './offer-format';
import { specialOfferTexts } from './special-offer-check';

export type SpecialOfferListProps = {
  specials: AsyncState<Product[]>;
  onRetry: () => void;
};

const texts: PromotionTexts = {
  label: 'Current special offers',
  loading: 'Loading special offers...',
  loadFailed: 'Failed to load special offers.',
  empty: specialOfferTexts.empty,
  question: 'Remove this special offer?',
  explain: (product) => `${product.title} goes back to its full price.`,
  removed: specialOfferTexts.removed,
  removeFailed: specialOfferTexts.removeFailed,
};

/** The products on special offer, each with its prices, expiry and a Remove button (ADMIN-20). */
export function SpecialOfferList({ specials, onRetry }: SpecialOfferListProps) {
  const { trigger } = useRemoveSpecialOffer();
  return (
    <PromotedProductList
      products={specials}
      onRetry={onRetry}
      remove={trigger}
      texts={texts}
      emptyIcon={<BadgePercent />}
      details={(product) => (
        <>
          <p className="text-sm font-medium text-success">{product.discount ?? 0}% off</p>
          <Price amount={product.effectivePrice} compareAt={product.price} size="sm" />
          {product.discountExpiry && (
            <p className="text-sm text-muted-foreground">
              Expires <time dateTime={product.discountExpiry}>{formatExpiry(product.discountExpiry)}</time>
            </p>
          )}
        </>
      )}
    />
  );
}
