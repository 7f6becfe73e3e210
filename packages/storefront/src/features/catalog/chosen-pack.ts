import type { Pack, Product } from '@dhanya/api';
import type { PackOption } from '@dhanya/ui';
import { useSearchParams } from 'react-router-dom';

/** The query parameter that names the pack a product page shows: a link or a reload keeps it. */
const packParam = 'pack';

/**
 * The pack a product page shows: the one `?pack=` names, else the default pack, or, when
 * that is sold out, the first pack in stock.
 */
export function chosenPack(product: Pick<Product, 'packs'>, asked: string | null): Pack {
  const named = asked ? product.packs.find((pack) => pack._id === asked) : undefined;
  return named ?? product.packs.find((pack) => pack.quantity > 0) ?? product.packs[0]!;
}

/** The chosen pack, and a way to choose another that replaces the URL's `?pack=` (no new history entry). */
export function useChosenPack(product: Product): [Pack, (packId: string) => void] {
  const [params, setParams] = useSearchParams();
  const pack = chosenPack(product, params.get(packParam));
  function choose(packId: string) {
    const next = new URLSearchParams(params);
    next.set(packParam, packId);
    setParams(next, { replace: true, preventScrollReset: true });
  }
  return [pack, choose];
}

/**
 * A pack as the picker shows it: what the shopper pays, and struck through above it the
 * price before an offer or, when higher still, the MRP.
 */
export function packOptionOf(pack: Pack): PackOption {
  const compareAt = Math.max(pack.price, pack.mrp ?? 0);
  return {
    id: pack._id,
    label: pack.label,
    price: pack.effectivePrice,
    compareAtPrice: compareAt > pack.effectivePrice ? compareAt : null,
    netQuantity: pack.netQuantity,
    unit: pack.unit,
    stock: pack.quantity,
  };
}
