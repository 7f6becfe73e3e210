import type { Product } from '@dhanya/api';
import type { ProductCardProps } from '@dhanya/ui';
import { productImage, uploadSrcSet } from '../../shared/images';
import { useLiteMode } from '../../shared/lite-mode';
import { toggleWishlist, useWishlist } from '../../shared/local-lists/wishlist';

/**
 * What every product card of the storefront shares: the card-sized image, the price a
 * shopper pays (the catalogue price struck through during an offer; "from ₹X", the least
 * any pack costs, when the product comes in several packs), and the heart that saves
 * the product to the wishlist (HOME-29). In lite mode (issue 35) a card whose picture would
 * load lazily, below the first screen, holds it until the shopper taps "Show picture". Pass
 * the result to `ProductGrid`'s `cardProps`; links are the router's (AppProviders'
 * DhanyaProvider).
 */
export function useProductCards() {
  const saved = useWishlist();
  const lite = useLiteMode();
  return function cardProps(product: Product, extra: Partial<ProductCardProps> = {}): Partial<ProductCardProps> {
    const severalPacks = product.packs.length > 1;
    return {
      price: severalPacks ? product.priceFrom : product.effectivePrice,
      compareAtPrice: !severalPacks && product.effectivePrice < product.price ? product.price : undefined,
      priceFrom: severalPacks,
      image: productImage(product.image),
      // A 220 px card on a phone at 3x needs more than the 480 px thumbnail; lite mode keeps to it.
      imageSrcSet: uploadSrcSet('products', product.image, lite ? 'thumb' : 'medium'),
      saved: saved.includes(product._id),
      onWishlistToggle: () => toggleWishlist(product._id),
      imageOnTap: lite && extra.imageLoading !== 'eager',
      ...extra,
    };
  };
}
