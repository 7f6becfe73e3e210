import type { checkoutRequestSchema } from '@dhanya/api/contract';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database.js';
import { cartItems, orderLines, orders, products, type Product } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import { shortOfStockMessage } from '../cart/change-cart.js';
import { unitPricePaise } from '../../pricing/unit-price.js';

export type CheckoutForm = z.output<typeof checkoutRequestSchema>;

type TakenProduct = Pick<Product, 'id' | 'title' | 'image' | 'pricePaise' | 'discountPercent' | 'discountExpiry'>;

/**
 * Turns the user's cart into an order in one transaction (SERVER-32): locks the cart,
 * takes the stock of every line with a guarded update, records the order with a snapshot
 * of its lines and the server's total, and empties the cart. Any refusal rolls it all back.
 */
export async function placeOrder(db: Database, userId: string, form: CheckoutForm): Promise<string> {
  return db.transaction(async (tx) => {
    // Locking the lines makes a second checkout of the same cart wait, then find it empty.
    const cart = await tx
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .for('update');
    if (cart.length === 0) throw new HttpError(400, 'Your cart is empty');

    // Always in product id order, so two checkouts never wait on each other's rows in a circle.
    const taken = new Map<string, TakenProduct>();
    for (const line of [...cart].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
      taken.set(line.productId, await takeStock(tx, line.productId, line.quantity));
    }
    const now = new Date();
    const bought = cart.map(({ productId, quantity }) => {
      const product = taken.get(productId)!;
      const unitPaise = unitPricePaise(product, now);
      return { ...product, quantity, unitPaise, linePaise: unitPaise * quantity };
    });

    const [order] = await tx
      .insert(orders)
      .values({
        ...form,
        userId,
        status: 'placed',
        // Nothing is paid until a payment provider confirms it (SERVER-35).
        paymentStatus: 'unpaid',
        totalPaise: bought.reduce((total, line) => total + line.linePaise, 0),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('The new order was not returned');

    await tx.insert(orderLines).values(
      bought.map((line, position) => ({
        orderId: order.id,
        productId: line.id,
        title: line.title,
        image: line.image,
        unitPricePaise: line.unitPaise,
        quantity: line.quantity,
        linePricePaise: line.linePaise,
        position,
      })),
    );
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    return order.id;
  });
}

/**
 * `quantity = quantity - n` only where at least n are left: concurrent checkouts queue on
 * the product's row and each sees the stock the one before it left (SERVER-33).
 */
async function takeStock(tx: Transaction, productId: string, quantity: number): Promise<TakenProduct> {
  const [product] = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.quantity, quantity)))
    .returning({
      id: products.id,
      title: products.title,
      image: products.image,
      pricePaise: products.pricePaise,
      discountPercent: products.discountPercent,
      discountExpiry: products.discountExpiry,
    });
  if (product) return product;

  const [short] = await tx
    .select({ title: products.title, stock: products.quantity })
    .from(products)
    .where(eq(products.id, productId));
  throw new HttpError(
    409,
    short ? shortOfStockMessage(short.title, short.stock) : 'A product in your cart is no longer sold',
  );
}
