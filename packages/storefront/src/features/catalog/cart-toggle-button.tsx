import type { Pack, Product } from '@dhanya/api';
import { Button, Spinner } from '@dhanya/ui';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { useTexts } from '../../shared/locale';
import { useCartToggle } from './use-cart-toggle';

/**
 * "Add to Cart" when the chosen pack is not in the cart, "Remove from Cart" when it is
 * (CATALOG-12). An out-of-stock pack cannot be added, but a line already in the cart can
 * still be removed.
 */
export function CartToggleButton({ product, pack }: { product: Product; pack: Pack }) {
  const { inCart, checking, busy, toggle } = useCartToggle(product, pack);
  const soldOut = pack.quantity <= 0;
  const texts = useTexts().catalog;

  if (soldOut && !inCart && !checking) {
    return (
      <Button size="lg" className="w-full min-[900px]:w-auto" disabled>
        {texts.outOfStock}
      </Button>
    );
  }
  // While the cart is read the button stays tappable (a tap is answered once it is known),
  // with a spinner in place of its icon.
  return (
    <Button
      size="lg"
      variant={inCart ? 'outline' : 'primary'}
      className="w-full min-[900px]:w-auto min-[900px]:min-w-56"
      loading={busy}
      aria-busy={busy || checking || undefined}
      onClick={() => void toggle()}
    >
      {checking && !busy && <Spinner size="sm" label="" />}
      {!busy && !checking && (inCart ? <Trash2 aria-hidden /> : <ShoppingCart aria-hidden />)}
      {inCart ? texts.removeFromCart : texts.addToCart}
    </Button>
  );
}
