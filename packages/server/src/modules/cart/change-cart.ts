import { lineQuantityRefusal, shortOfStockMessage } from '@dhanya/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isId } from '../../db/ids.js';
import { cartItems } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { cartPack } from './cart-pack.js';
import { isFirstTry } from './change-keys.js';

/** A line of a cart: a product's pack (without `packId`, its default pack). */
export interface LineRef {
  productId: string;
  packId?: string | undefined;
}

/**
 * Adds `change` (negative takes away) to the pack's line of the user's cart, creating the
 * line if needed: a pack is never on two lines, and a line stays between 1 and the pack's
 * stock (SERVER-28). A change whose `changeKey` was made before is not made again.
 */
export async function changeCartQuantity(
  db: Database,
  userId: string,
  ref: LineRef,
  change: number,
  changeKey?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const pack = await cartPack(tx, ref.productId, ref.packId);
    if (!(await isFirstTry(tx, userId, changeKey))) return pack.packId;

    const [line] = await tx
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.packId, pack.packId)))
      .for('update');
    const wanted = (line?.quantity ?? 0) + change;
    const refusal = lineQuantityRefusal(wanted, pack.stock, pack.name);
    if (refusal) throw new HttpError(refusal.status, refusal.message);

    if (line) {
      await tx.update(cartItems).set({ quantity: wanted }).where(eq(cartItems.id, line.id));
      return pack.packId;
    }
    // Two first adds of the same pack at once meet here: the second adds to the first's line.
    const [saved] = await tx
      .insert(cartItems)
      .values({ userId, productId: ref.productId, packId: pack.packId, quantity: wanted })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.packId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ quantity: cartItems.quantity });
    if (saved && saved.quantity > pack.stock) throw new HttpError(409, shortOfStockMessage(pack.name, pack.stock));
    return pack.packId;
  });
}

/**
 * Takes the pack's line out of the user's cart, or without `packId` every line of the
 * product (what the spec's call meant before packs); 404 when there is none. A removal whose
 * `changeKey` was made before is done already.
 */
export async function removeFromCart(db: Database, userId: string, ref: LineRef, changeKey?: string): Promise<void> {
  if (!isId(ref.productId) || (ref.packId !== undefined && !isId(ref.packId))) {
    throw new HttpError(404, notInCart);
  }
  await db.transaction(async (tx) => {
    if (!(await isFirstTry(tx, userId, changeKey))) return;
    const removed = await tx
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          eq(cartItems.productId, ref.productId),
          ref.packId ? eq(cartItems.packId, ref.packId) : undefined,
        ),
      )
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw new HttpError(404, notInCart);
  });
}

const notInCart = 'That product is not in your cart';
