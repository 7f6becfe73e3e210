import type { Pack, Product } from '@dhanya/api';
import { addOneToCart, addToCart } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';
import { useSWRConfig } from 'swr';
import { useSession } from '../../shared/session';
import { addToGuestCart, guestCartProduct } from './guest-cart';
import { useTexts } from '../../shared/locale';

export type AddToCartOptions = {
  quantity?: number;
  /**
   * Which server call the screen makes: the category page's quick-add sets a quantity through
   * POST /cart/addcart; the other screens add one unit through POST /api/cart/addcart.
   */
  via?: 'cart' | 'items';
  /** The screen's own success text: "Added to cart successfully!" or "Product added to cart!". */
  successMessage: string;
};

/** What is added: a product, and the pack chosen (without one, the product's default pack). */
type CartProduct = Pick<Product, '_id' | 'title' | 'price' | 'image' | 'description'> & {
  effectivePrice?: number;
  packs?: Pack[];
  pack?: Pick<Pack, '_id' | 'label' | 'effectivePrice'> | undefined;
};

/**
 * Add to cart from any screen. A guest's add goes to the local guest cart and sends no cart
 * request (CART-10, CART-11); a signed-in shopper's goes to the server cart with the bearer
 * token. Either way the screen's toast says what happened. Resolves whether it was added.
 */
export function useAddToCart() {
  const { isSignedIn } = useSession();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const texts = useTexts().catalog;

  return async function add(product: CartProduct, { quantity = 1, via = 'items', successMessage }: AddToCartOptions) {
    try {
      const pack = product.pack ?? product.packs?.[0];
      const line = { productId: product._id, packId: pack?._id };
      if (!isSignedIn) addToGuestCart(line, quantity, guestCartProduct({ ...product, pack }));
      else if (via === 'cart') await addToCart({ ...line, quantity }, mutate);
      else await addOneToCart(line, mutate);
      toast({ title: successMessage, tone: 'success' });
      return true;
    } catch (error) {
      console.error('Add to cart failed', error);
      toast({ title: texts.addFailed, tone: 'error' });
      return false;
    }
  };
}
