import { type Product } from '@dhanya/api';
import { Button, QuickAddDialog } from '@dhanya/ui';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { productImage } from '../../shared/images';
import { useAddToCart } from '../cart';

export const quickAddSuccessMessage = 'Added to cart successfully!';

/**
 * The category page's card action: a dialog to choose a quantity (from 1, never below;
 * the dialog enforces it, CATALOG-05), then the chosen quantity goes to the server cart
 * through POST /cart/addcart, or for a guest into the guest cart (CATALOG-06, CART-10).
 * The dialog closes when the add succeeded and stays open to try again when it failed.
 */
export function QuickAddAction({ product }: { product: Product }) {
  const add = useAddToCart();
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const soldOut = product.quantity <= 0;

  if (soldOut) {
    return (
      <Button size="sm" variant="secondary" className="w-full" disabled>
        Out of stock
      </Button>
    );
  }

  const confirm = async (quantity: number) => {
    setAdding(true);
    const added = await add(product, { quantity, via: 'cart', successMessage: quickAddSuccessMessage });
    setAdding(false);
    if (added) setOpen(false);
  };

  return (
    <QuickAddDialog
      product={{ title: product.title, price: product.effectivePrice, image: productImage(product.image) }}
      maxQuantity={product.quantity}
      open={open}
      onOpenChange={(next) => {
        if (!adding) setOpen(next);
      }}
      submitting={adding}
      onConfirm={(quantity) => void confirm(quantity)}
      trigger={
        <Button size="sm" variant="secondary" className="w-full">
          <ShoppingCart aria-hidden />
          Add to Cart
        </Button>
      }
    />
  );
}
