import type { Product } from '@dhanya/api';
import { Button } from '@dhanya/ui';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { useTexts } from '../../shared/locale';
import { useAddToCart } from '../cart';
import { QuickAddAction } from './quick-add-action';

type AddToCartActionProps = {
  product: Product;
  /** The screen's success text: "Product added to cart!" or "Added to cart successfully!". */
  successMessage: string;
};

/**
 * A card's "Add to Cart": one unit through POST /api/cart/addcart for a signed-in shopper,
 * into the guest cart for a guest (CART-11). Busy while the request is out, so a double
 * click adds once; disabled when the product is out of stock. A product of several packs
 * asks which pack (and how many) in the quick-add dialog instead.
 */
export function AddToCartAction({ product, successMessage }: AddToCartActionProps) {
  const add = useAddToCart();
  const [adding, setAdding] = useState(false);
  const texts = useTexts().catalog;
  if (product.packs.length > 1) return <QuickAddAction product={product} successMessage={successMessage} />;
  const soldOut = product.quantity <= 0;

  const onClick = async () => {
    setAdding(true);
    await add(product, { via: 'items', successMessage });
    setAdding(false);
  };

  return (
    <Button size="sm" variant="secondary" className="w-full" disabled={soldOut} loading={adding} onClick={onClick}>
      {!adding && <ShoppingCart aria-hidden />}
      {soldOut ? texts.outOfStock : texts.addToCart}
    </Button>
  );
}
