import type { Product } from '@dhanya/api';
import { Button, QuickAddDialog } from '@dhanya/ui';
import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { productImage } from '../../shared/images';
import { useAddToCart } from '../cart';
import { chosenPack, packOptionOf } from './chosen-pack';
import { useTexts } from '../../shared/locale';

/**
 * The category page's card action: a dialog to choose a quantity (from 1, never below;
 * the dialog enforces it, CATALOG-05), then the chosen quantity goes to the server cart
 * through POST /cart/addcart, or for a guest into the guest cart (CATALOG-06, CART-10).
 * A product of several packs has its pack chosen in the dialog too, the default (or the
 * first in stock) preselected. The dialog closes when the add succeeded and stays open to
 * try again when it failed.
 */
export function QuickAddAction({
  product,
  successMessage,
}: {
  product: Product;
  /** The screen's success text, when it has its own. */
  successMessage?: string;
}) {
  const add = useAddToCart();
  const texts = useTexts().catalog;
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const severalPacks = product.packs.length > 1;
  const soldOut = product.packs.every((pack) => pack.quantity <= 0);

  if (soldOut) {
    return (
      <Button size="sm" variant="secondary" className="w-full" disabled>
        {texts.outOfStock}
      </Button>
    );
  }

  const confirm = async (quantity: number, packId?: string) => {
    setAdding(true);
    const pack = chosenPack(product, packId ?? null);
    const added = await add(
      { ...product, pack },
      { quantity, via: 'cart', successMessage: successMessage ?? texts.addedToCart },
    );
    setAdding(false);
    if (added) setOpen(false);
  };

  return (
    <QuickAddDialog
      product={{ title: product.title, price: product.priceFrom, image: productImage(product.image) }}
      {...(severalPacks ? { packs: product.packs.map(packOptionOf) } : { maxQuantity: product.quantity })}
      open={open}
      onOpenChange={(next) => {
        if (!adding) setOpen(next);
      }}
      submitting={adding}
      onConfirm={(quantity, packId) => void confirm(quantity, packId)}
      trigger={
        <Button size="sm" variant="secondary" className="w-full">
          <ShoppingCart aria-hidden />
          {texts.addToCart}
        </Button>
      }
    />
  );
}
