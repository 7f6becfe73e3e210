import type { Cart, CartLine } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { paiseToRupees } from '../../db/money.js';
import { cartItems, products } from '../../db/schema.js';
import { unitPricePaise } from '../../pricing/unit-price.js';

/** The user's cart with prices worked out now from the catalogue, never from a client. */
export async function readCart(db: Database, userId: string, now = new Date()): Promise<Cart> {
  const rows = await db
    .select({
      lineId: cartItems.id,
      quantity: cartItems.quantity,
      product: {
        id: products.id,
        title: products.title,
        description: products.description,
        image: products.image,
        stock: products.quantity,
        pricePaise: products.pricePaise,
        discountPercent: products.discountPercent,
        discountExpiry: products.discountExpiry,
      },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.createdAt, cartItems.id);

  let totalPaise = 0;
  const lines = rows.map(({ lineId, quantity, product }): CartLine => {
    const unitPaise = unitPricePaise(product, now);
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
        quantity: product.stock,
      },
      quantity,
      price: paiseToRupees(linePaise),
    };
  });
  return { products: lines, totalAmount: paiseToRupees(totalPaise) };
}
