import { and, eq, sql } from 'drizzle-orm';
import { isId } from '../../db/ids.js';
import type { Database } from '../../db/database.js';
import { cartItems, products } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';

/** "Only 3 left of Basmati Rice" or "Basmati Rice is out of stock": the 409 of SERVER-28 and SERVER-33. */
export function shortOfStockMessage(title: string, stock: number): string {
  return stock > 0 ? `Only ${stock} left of ${title}` : `${title} is out of stock`;
}

/**
 * Adds `change` (negative takes away) to the product's line of the user's cart, creating
 * the line if needed: a product is never on two lines, and a line stays between 1 and the
 * product's stock (SERVER-28).
 */
export async function changeCartQuantity(db: Database, userId: string, id: string, change: number): Promise<void> {
  if (!isId(id)) throw new HttpError(404, 'Product not found');
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ title: products.title, stock: products.quantity })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    if (!product) throw new HttpError(404, 'Product not found');

    const [line] = await tx
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, id)))
      .for('update');
    const wanted = (line?.quantity ?? 0) + change;
    if (wanted < 1) throw new HttpError(400, 'Quantity must be at least 1');
    if (wanted > product.stock) throw new HttpError(409, shortOfStockMessage(product.title, product.stock));

    if (line) {
      await tx.update(cartItems).set({ quantity: wanted }).where(eq(cartItems.id, line.id));
      return;
    }
    // Two first adds of the same product at once meet here: the second adds to the first's line.
    const [saved] = await tx
      .insert(cartItems)
      .values({ userId, productId: id, quantity: wanted })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ quantity: cartItems.quantity });
    if (saved && saved.quantity > product.stock) {
      throw new HttpError(409, shortOfStockMessage(product.title, product.stock));
    }
  });
}

/** Takes the product's line out of the user's cart; 404 when it is not there. */
export async function removeFromCart(db: Database, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, id)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw new HttpError(404, 'That product is not in your cart');
}
