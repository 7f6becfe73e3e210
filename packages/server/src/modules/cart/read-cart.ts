import { type Cart, type CartLine, paiseToRupees } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { cartItems, productPacks, products } from '../../db/schema.js';
import { packUnitPricePaise } from '../../pricing/pack-price.js';

/** The user's cart, a line per pack, with prices worked out now from the catalogue, never from a client. */
export async function readCart(db: Database, userId: string, now = new Date()): Promise<Cart> {
  const rows = await db
    .select({
      lineId: cartItems.id,
      quantity: cartItems.quantity,
      product: {
        id: products.id,
        title: products.title,
        description: products.description,
        translations: products.translations,
        image: products.image,
        discountPercent: products.discountPercent,
        discountExpiry: products.discountExpiry,
      },
      pack: {
        id: productPacks.id,
        label: productPacks.label,
        translations: productPacks.translations,
        stock: productPacks.stock,
        pricePaise: productPacks.pricePaise,
        discountPercent: productPacks.discountPercent,
        discountExpiry: productPacks.discountExpiry,
      },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productPacks, eq(productPacks.id, cartItems.packId))
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.createdAt, cartItems.id);

  let totalPaise = 0;
  const lines = rows.map(({ lineId, quantity, product, pack }): CartLine => {
    const unitPaise = packUnitPricePaise(pack, product, now);
    const linePaise = unitPaise * quantity;
    totalPaise += linePaise;
    return {
      _id: lineId,
      product: {
        _id: product.id,
        title: product.title,
        description: product.description,
        price: paiseToRupees(unitPaise),
        image: product.image,
        quantity: pack.stock,
        translations: product.translations,
      },
      pack: { _id: pack.id, label: pack.label, translations: pack.translations },
      quantity,
      price: paiseToRupees(linePaise),
    };
  });
  return { products: lines, totalAmount: paiseToRupees(totalPaise) };
}
