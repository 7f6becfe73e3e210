import type { Product } from '@dhanya/api';
import { useRemoveSpecialOffer } from '@dhanya/api/swr';
import { Price } from '@dhanya/ui';
import { BadgePercent } from 'lucide-react';
import type { AsyncState } from '../../shared/async-section';
import { PromotedProductList, type PromotionTexts } from '../../shared/promoted-product-list';
import { type ProductOffer, formatExpiry, offersOn } from './offer-format';
import { specialOfferTexts } from './special-offer-check';

export type SpecialOfferListProps = {
  specials: AsyncState<Product[]>;
  onRetry: () => void;
};

/** "Aged Basmati Rice", or "The 5 kg pack of Aged Basmati Rice" when its offer is on one pack. */
function offerTarget(product: Product): string {
  const packs = offersOn(product).filter((offer) => !offer.onAllPacks);
  if (packs.length === 0) return product.title;
  const labels = packs.map((offer) => offer.pack.label).join(', ');
  return `The ${labels} ${packs.length === 1 ? 'pack' : 'packs'} of ${product.title}`;
}

const texts: PromotionTexts = {
  label: 'Current special offers',
  loading: 'Loading special offers...',
  loadFailed: 'Failed to load special offers.',
  empty: specialOfferTexts.empty,
  question: 'Remove this special offer?',
  explain: (product) => `${offerTarget(product)} goes back to its full price.`,
  removed: specialOfferTexts.removed,
  removeFailed: specialOfferTexts.removeFailed,
};

function OfferDetails({ offer: { pack, onAllPacks } }: { offer: ProductOffer }) {
  return (
    <>
      <p className="text-sm font-medium text-success">
        {pack.discount ?? 0}% off{onAllPacks ? '' : ` the ${pack.label} pack`}
      </p>
      <Price amount={pack.effectivePrice} compareAt={pack.price} size="sm" />
      {pack.discountExpiry && (
        <p className="text-sm text-muted-foreground">
          Expires <time dateTime={pack.discountExpiry}>{formatExpiry(pack.discountExpiry)}</time>
        </p>
      )}
    </>
  );
}

/**
 * The products on special offer, each with its prices, expiry and a Remove button (ADMIN-20).
 * An offer on one pack names it, and its removal names it too (`?packId=`).
 */
export function SpecialOfferList({ specials, onRetry }: SpecialOfferListProps) {
  const { trigger } = useRemoveSpecialOffer();
  async function removeOffers(product: Product) {
    for (const { pack, onAllPacks } of offersOn(product)) {
      await trigger({ productId: product._id, packId: onAllPacks ? undefined : pack._id });
    }
  }
  return (
    <PromotedProductList
      products={specials}
      onRetry={onRetry}
      remove={removeOffers}
      texts={texts}
      emptyIcon={<BadgePercent />}
      details={(product) => offersOn(product).map((offer) => <OfferDetails key={offer.pack._id} offer={offer} />)}
    />
  );
}
