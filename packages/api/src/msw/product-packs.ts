import { discountedRupees, productPackFields } from '../pack-prices';
import type { Product } from '../schemas/catalog';
import type { Pack, PackValues } from '../schemas/packs';

/**
 * Packs in the mock catalogue, kept as the server shows them: an offer lives on each pack
 * it applies to (a product's offer on all of them), and the product's own price, offer and
 * stock fields are its default pack's.
 */

/** The product with its fields worked out again from its packs. */
export function withPackFields(product: Product): Product {
  const packs = product.packs.map((pack) => ({ ...pack, effectivePrice: discountedRupees(pack.price, pack.discount) }));
  return { ...product, packs, ...productPackFields(packs) };
}

/** The packs a product form sends, keeping each kept pack's offer; a blank SKU is made up, as the server does. */
export function packsFrom(values: PackValues[], productId: string, before: Pack[] = []): Pack[] {
  return values.map((value, index) => {
    const kept = value._id ? before.find((pack) => pack._id === value._id) : undefined;
    const sku = value.sku ?? `DH-${productId.toUpperCase()}-${index + 1}`;
    return {
      _id: kept?._id ?? `${productId}-pack-${index + 1}-${sku.toLowerCase()}`,
      label: value.label,
      netQuantity: value.netQuantity,
      unit: value.unit,
      price: value.price,
      mrp: value.mrp ?? null,
      effectivePrice: value.price,
      discount: kept?.discount ?? null,
      discountExpiry: kept?.discountExpiry ?? null,
      quantity: value.quantity,
      sku,
      translations: value.translations ?? kept?.translations ?? {},
    };
  });
}

/** The spec's form without packs: the price and stock on the default pack ("1 pack" for a new product). */
export function defaultPackFrom(price: number, quantity: number, productId: string, before: Pack[] = []): Pack[] {
  const [first, ...rest] = before;
  const pack: Pack = first
    ? { ...first, price, quantity }
    : {
        _id: `${productId}-pack`,
        label: '1 pack',
        netQuantity: 1,
        unit: 'piece',
        price,
        mrp: null,
        effectivePrice: price,
        discount: null,
        discountExpiry: null,
        quantity,
        sku: `DH-${productId.toUpperCase()}`,
      };
  return [pack, ...rest];
}
