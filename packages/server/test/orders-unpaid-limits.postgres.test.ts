import { errorSchema, myOrdersResponseSchema, orderPaymentSchema, paths } from '@dhanya/api/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, orders } from '../src/db/schema.js';
import { bearer, createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { addProduct, call, checkoutForm, placeOrderOf, saveShopSettings, stockOf, upiShop } from './shop-support.js';

/*
 * No stock hoarding (issue 31): an account holds at most 2 orders waiting for an online
 * payment, for an hour by default; the shopper can cancel one, and checkouts are limited per
 * account. On PostgreSQL (TEST_DATABASE_URL) the checkouts below run truly at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: { checkout: { max: 10, windowSeconds: 3600 } } } });
  await saveShopSettings(t.db, upiShop);
});
afterAll(() => t?.close());

const messageOf = (response: { json(): unknown }) => errorSchema.parse(response.json()).msg;
const checkout = (customer: TestCustomer, paymentType: Parameters<typeof checkoutForm>[0] = 'upi') =>
  call(t.app, 'POST', paths.simpleCheckout, { headers: customer.headers, body: checkoutForm(paymentType) });
const cancel = (customer: TestCustomer, orderId: string) =>
  call(t.app, 'POST', paths.cancelMyOrder(orderId), { headers: customer.headers });
const waitingOf = async (customer: TestCustomer) =>
  (
    await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, customer.id), eq(orders.status, 'awaiting_payment')))
  ).length;

async function fillCart(customer: TestCustomer) {
  const product = await addProduct(t.db, { title: 'Sona Masoori Rice', pricePaise: 7500, quantity: 5 });
  const added = await call(t.app, 'POST', paths.addToCart, {
    headers: customer.headers,
    body: { productId: product.id, quantity: 5 },
  });
  expect(added.statusCode, added.body).toBe(200);
  return product;
}

describe('orders waiting for payment [issue 31]', () => {
  it('holds stock for an hour by default', async () => {
    const shopper = await t.signup();
    const before = Date.now();
    const orderId = await placeOrderOf(t, shopper);
    const payment = orderPaymentSchema.parse(
      (await call(t.app, 'GET', paths.orderPayment(orderId), { headers: shopper.headers })).json(),
    );
    expect(Date.parse(payment.dueAt!) - before).toBeGreaterThan(3600_000 - 5000);
    expect(Date.parse(payment.dueAt!) - before).toBeLessThan(3600_000 + 5000);
  });

  it('refuses a third online checkout while two wait, keeping the cart; cancelling one frees it', async () => {
    const shopper = await t.signup();
    const first = await placeOrderOf(t, shopper);
    await placeOrderOf(t, shopper);
    const product = await fillCart(shopper);
    expect(await stockOf(t.db, product.id)).toBe(5);

    const third = await checkout(shopper);
    expect(third.statusCode).toBe(409);
    expect(messageOf(third)).toBe('You have 2 orders waiting for payment. Pay or cancel one first.');
    expect(await stockOf(t.db, product.id)).toBe(5);
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(cart.map((line) => line.quantity)).toEqual([5]);

    // Cash on delivery holds no payment window: it is not refused.
    expect((await checkout(shopper, 'COD')).statusCode).toBe(200);
    await fillCart(shopper);

    const firstStock = (await t.db.select().from(orders).where(eq(orders.id, first)))[0]!;
    expect(firstStock.status).toBe('awaiting_payment');
    const cancelled = await cancel(shopper, first);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ msg: 'Order cancelled', status: 'cancelled' });
    expect((await checkout(shopper)).statusCode).toBe(200);
    expect(await waitingOf(shopper)).toBe(2);
  });

  it('lets three checkouts at once leave at most two orders waiting', async () => {
    const shopper = await t.signup();
    await placeOrderOf(t, shopper);
    await fillCart(shopper);
    const answers = await Promise.all([checkout(shopper), checkout(shopper), checkout(shopper)]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect([400, 409]).toContain(refused.statusCode);
    }
    expect(await waitingOf(shopper)).toBe(2);

    await fillCart(shopper);
    const more = await Promise.all([checkout(shopper), checkout(shopper), checkout(shopper)]);
    expect(more.map((answer) => answer.statusCode)).toEqual([409, 409, 409]);
    expect(await waitingOf(shopper)).toBe(2);
  });

  it("cancels only the shopper's own order still waiting, and its stock is on sale at once", async () => {
    const shopper = await t.signup();
    const product = await addProduct(t.db, { title: 'Ragi Flour', pricePaise: 6000, quantity: 3 });
    const added = await call(t.app, 'POST', paths.addToCart, {
      headers: shopper.headers,
      body: { productId: product.id, quantity: 3 },
    });
    expect(added.statusCode).toBe(200);
    const placed = await checkout(shopper);
    const orderId = (placed.json() as { orderId: string }).orderId;
    expect(await stockOf(t.db, product.id)).toBe(0);

    const stranger = await t.signup();
    expect((await cancel(stranger, orderId)).statusCode).toBe(404);
    expect(await stockOf(t.db, product.id)).toBe(0);

    expect((await cancel(shopper, orderId)).statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(3);
    const mine = myOrdersResponseSchema.parse(
      (await call(t.app, 'GET', paths.myOrders, { headers: shopper.headers })).json(),
    );
    expect(mine.orders.find((order) => order._id === orderId)?.status).toBe('cancelled');

    const again = await cancel(shopper, orderId);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      'Only an order waiting for its payment can be cancelled here. Please contact the shop.',
    );
    expect(await stockOf(t.db, product.id)).toBe(3);

    const paidOrder = await placeOrderOf(t, shopper);
    const admin = bearer(await t.createAdmin());
    expect((await call(t.app, 'POST', paths.markOrderPaid(paidOrder), { headers: admin, body: {} })).statusCode).toBe(
      200,
    );
    expect((await cancel(shopper, paidOrder)).statusCode).toBe(409);
  });

  it('limits checkouts per account, not per address', async () => {
    const [busy, neighbour] = [await t.signup(), await t.signup()];
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await checkout(busy, 'COD')).statusCode).toBe(400); // an empty cart still counts
    }
    const limited = await checkout(busy, 'COD');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    await fillCart(neighbour);
    expect((await checkout(neighbour, 'COD')).statusCode).toBe(200);
  });
});
