import { checkoutResponseSchema, errorSchema, paths, simpleCheckoutResponseSchema } from '@dhanya/api/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orderLines, orders } from '../src/db/schema.js';
import { createTestApp, type TestApp } from './harness.js';
import { addProduct, call, cartLineOf, saveShopSettings, stockOf, upiShop } from './shop-support.js';

/*
 * On PGlite the checkouts are serialised by the embedded database; on PostgreSQL
 * (TEST_DATABASE_URL) they run truly at once over the connection pool. Both must hold.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await saveShopSettings(t.db, upiShop);
});
afterAll(() => t?.close());

const form = {
  paymentType: 'upi',
  firstName: 'Suresh',
  address: '4 Ryot Street',
  city: 'Mandya',
  state: 'Karnataka',
  zip: '571401',
};

describe('checkouts competing for the last units', () => {
  it('[SERVER-33] [SERVER-32] 20 parallel checkouts of a product with stock 5 leave exactly 5 orders and stock 0', async () => {
    const product = await addProduct(t.db, { title: 'Kalanamak Rice', quantity: 5, pricePaise: 3310 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => t.signup()));
    await t.db
      .insert(cartItems)
      .values(await Promise.all(shoppers.map((shopper) => cartLineOf(t.db, shopper.id, product.id, 1))));

    const answers = await Promise.all(
      shoppers.map((shopper, index) =>
        call(t.app, 'POST', index % 2 ? paths.checkout : paths.simpleCheckout, {
          headers: shopper.headers,
          // A tampered total rides along on every request; it must change nothing.
          body: { ...form, totalAmount: 0.01, price: 0.01 },
        }),
      ),
    );

    const won = answers.filter((answer) => answer.statusCode < 300);
    const lost = answers.filter((answer) => answer.statusCode === 409);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(15);
    for (const answer of lost) {
      expect(errorSchema.parse(answer.json()).msg).toBe('Kalanamak Rice is out of stock');
    }
    const orderIds = won.map((answer) =>
      answer.statusCode === 201
        ? checkoutResponseSchema.parse(answer.json()).data.orderId
        : simpleCheckoutResponseSchema.parse(answer.json()).orderId,
    );

    expect(await stockOf(t.db, product.id)).toBe(0);
    const placed = await t.db.select().from(orders);
    expect(placed.map((order) => order.id).sort()).toEqual([...orderIds].sort());
    expect(placed.every((order) => order.totalPaise === 3310)).toBe(true);
    const [sold] = await t.db
      .select({ units: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .where(eq(orderLines.productId, product.id));
    expect(sold?.units).toBe(5);

    // The winners' carts are empty; the 15 others still hold their line.
    const left = await t.db.select({ userId: cartItems.userId }).from(cartItems);
    const winners = new Set(placed.map((order) => order.userId));
    expect(left).toHaveLength(15);
    expect(left.some((line) => winners.has(line.userId))).toBe(false);
  });

  it('[SERVER-32] the same cart sent to both checkouts at once becomes one order', async () => {
    const product = await addProduct(t.db, { title: 'Jeera Samba Rice', quantity: 10 });
    const shopper = await t.signup();
    await t.db.insert(cartItems).values(await cartLineOf(t.db, shopper.id, product.id, 2));
    const before = (await t.db.select().from(orders)).length;

    const answers = await Promise.all(
      [paths.checkout, paths.simpleCheckout, paths.checkout].map((path) =>
        call(t.app, 'POST', path, { headers: shopper.headers, body: form }),
      ),
    );
    const placed = answers.filter((answer) => answer.statusCode < 300);
    expect(placed).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode >= 300)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ msg: 'Your cart is empty' });
    }
    expect((await t.db.select().from(orders)).length).toBe(before + 1);
    expect(await stockOf(t.db, product.id)).toBe(8);
  });
});
