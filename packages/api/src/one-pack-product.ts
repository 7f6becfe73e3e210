import type { Product } from './schemas/catalog';
import type { Pack } from './schemas/packs';

/**
 * A product of one pack from the spec's fields alone: what a server from before packs
 * describes, and what a test or story writes when packs are not its subject. The pack is
 * "1 pack" unless `pack` names it.
 */
export function onePackProduct(
  fields: Omit<Product, 'packs' | 'priceFrom' | 'hsnCode' | 'gstRate'> & Partial<Pick<Product, 'hsnCode' | 'gstRate'>>,
  pack: Partial<Pick<Pack, '_id' | 'label' | 'netQuantity' | 'unit' | 'sku' | 'mrp'>> = {},
): Product {
  return {
    hsnCode: '',
    gstRate: 0,
    ...fields,
    packs: [
      {
        _id: `${fields._id}-pack`,
        label: '1 pack',
        netQuantity: 1,
        unit: 'piece',
        sku: `SKU-${fields._id}`.toUpperCase(),
        mrp: null,
        ...pack,
        price: fields.price,
        effectivePrice: fields.effectivePrice,
        discount: fields.discount,
        discountExpiry: fields.discountExpiry,
        quantity: fields.quantity,
      },
    ],
    priceFrom: fields.effectivePrice,
  };
}
