import { type CartLine, type Pack, type Product, cartWithAddition } from '@dhanya/api';
import { addOneToCart, addToCart } from '@dhanya/api/swr';
import { useToast } from '@dhanya/ui';
import { useSWRConfig } from 'swr';
import { useSession } from '../../shared/session';
import { addToGuestCart, guestCartProduct } from './guest-cart';
import { isKeptForLater, showKeptChange } from './kept-change';
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
 * token, or offline to the service worker, which sends it when the network returns. Either
 * way the screen's toast says what happened. Resolves whether it was added (or will be).
 */
export function useAddToCart() {
  const { isSignedIn } = useSession();
  const { mutate } = useSWRConfig();
  const { toast } = useToast();
  const { catalog: texts, offline: offlineTexts } = useTexts();

  return async function add(product: CartProduct, { quantity = 1, via = 'items', successMessage }: AddToCartOptions) {
    const pack = product.pack ?? product.packs?.[0];
    const line = { productId: product._id, packId: pack?._id };
    try {
      if (!isSignedIn) addToGuestCart(line, quantity, guestCartProduct({ ...product, pack }));
      else if (via === 'cart') await addToCart({ ...line, quantity }, mutate);
      else await addOneToCart(line, mutate);
      toast({ title: successMessage, tone: 'success' });
      return true;
    } catch (error) {
      if (isKeptForLater(error)) {
        await showKeptChange(mutate, (cart) => cartWithAddition(cart, keptLine(product, pack, quantity)));
        toast({ title: offlineTexts.addKept, tone: 'info' });
        return true;
      }
      console.error('Add to cart failed', error);
      toast({ title: texts.addFailed, tone: 'error' });
      return false;
    }
  };
}

/** The line an add kept offline shows until the server's cart replaces it. */
function keptLine(product: CartProduct, pack: CartProduct['pack'], quantity: number): CartLine {
  const { price } = guestCartProduct({ ...product, pack });
  const { _id, title, description, image } = product;
  return {
    _id: `kept:${product._id}:${pack?._id ?? ''}`,
    product: { _id, title, description, image, price },
    pack: { _id: pack?._id ?? null, label: pack?.label ?? '' },
    quantity,
    price: price * quantity,
  };
}
