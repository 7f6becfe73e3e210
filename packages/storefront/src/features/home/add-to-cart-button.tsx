import type { Product } from '@dhanya/api';
import { Button } from '@dhanya/ui';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTexts } from '../../shared/locale';
import { useAddToCart } from '../cart';

/** A special offer card's "Add to Cart": busy while the add is on its way; the toast says how it went. */
export function AddToCartButton({ product }: { product: Product }) {
  const add = useAddToCart();
  const texts = useTexts().home;
  const [adding, setAdding] = useState(false);

  async function addOne() {
    setAdding(true);
    await add(product, { successMessage: texts.addedToCart });
    setAdding(false);
  }

  return (
    <Button type="button" variant="secondary" size="sm" loading={adding} onClick={addOne}>
      {!adding && <ShoppingCart aria-hidden />}
      {texts.addToCart}
    </Button>
  );
}
