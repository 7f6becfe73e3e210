import { adminOrdersResponseSchema, errorSchema, orderReference, paths } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { bearer, createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { call, placeOrderOf, saveShopSettings, upiShop } from './shop-support.js';

/*
 * One payment pays one order (issue 31): a UTR that paid an order pays no other, at the
 * shopper's step or the staff's, even when both are recorded at once (truly at once on
 * PostgreSQL: TEST_DATABASE_URL).
 */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await saveShopSettings(t.db, upiShop);
  admin = bearer(await t.createAdmin());
});
afterAll(() => t?.close());

const giveUtr = (customer: TestCustomer, orderId: string, utr: string) =>
  call(t.app, 'POST', paths.orderUtr(orderId), { headers: customer.headers, body: { utr } });
const markPaid = (orderId: string, utr?: string) =>
  call(t.app, 'POST', paths.markOrderPaid(orderId), { headers: admin, body: utr ? { utr } : {} });
const rowOf = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const messageOf = (response: { json(): unknown }) => errorSchema.parse(response.json()).msg;

async function adminViewOf(orderId: string) {
  const listed = adminOrdersResponseSchema.parse(
    (await call(t.app, 'GET', `${paths.adminOrders}?pageSize=100`, { headers: admin })).json(),
  );
  return listed.orders.find((order) => order._id === orderId)!;
}

describe('a UTR pays one order [issue 31]', () => {
  it('refuses a UTR that paid an order for another, naming the order only to its own shopper', async () => {
    const shopper = await t.signup();
    const paidOrder = await placeOrderOf(t, shopper);
    expect((await giveUtr(shopper, paidOrder, '123456789012')).statusCode).toBe(200);
    expect((await markPaid(paidOrder)).statusCode).toBe(200);

    const second = await placeOrderOf(t, shopper);
    const again = await giveUtr(shopper, second, '1234 5678 9012');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(
      `This UTR already paid your order ${orderReference(paidOrder)}. Check this payment's UTR in your UPI app.`,
    );

    const stranger = await t.signup();
    const theirs = await placeOrderOf(t, stranger);
    const borrowed = await giveUtr(stranger, theirs, '123456789012');
    expect(borrowed.statusCode).toBe(409);
    expect(messageOf(borrowed)).toBe("This UTR already paid another order. Check this payment's UTR in your UPI app.");

    const byStaff = await markPaid(theirs, '123456789012');
    expect(byStaff.statusCode).toBe(409);
    expect(messageOf(byStaff)).toBe(
      `UTR 123456789012 already paid order ${orderReference(paidOrder)}. Check the payment in your bank statement.`,
    );
    for (const orderId of [second, theirs]) {
      expect(await rowOf(orderId)).toMatchObject({
        status: 'awaiting_payment',
        paymentStatus: 'unpaid',
        paymentReference: null,
        invoiceNumber: null,
      });
    }
  });

  it("warns the staff of an order whose shopper's UTR another order has, and will not confirm it", async () => {
    const [first, second] = [await t.signup(), await t.signup()];
    const firstOrder = await placeOrderOf(t, first);
    const secondOrder = await placeOrderOf(t, second);
    expect((await giveUtr(first, firstOrder, '555566667777')).statusCode).toBe(200);
    expect((await giveUtr(second, secondOrder, '555566667777')).statusCode).toBe(200);
    expect((await adminViewOf(secondOrder)).utrUsedBy).toEqual({ reference: orderReference(firstOrder), paid: false });

    expect((await markPaid(firstOrder)).statusCode).toBe(200);
    expect((await adminViewOf(secondOrder)).utrUsedBy).toEqual({ reference: orderReference(firstOrder), paid: true });
    expect((await adminViewOf(firstOrder)).utrUsedBy).toBeNull();

    // Confirming the shopper's UTR as it stands is refused too.
    const confirm = await markPaid(secondOrder);
    expect(confirm.statusCode).toBe(409);
    expect(await rowOf(secondOrder)).toMatchObject({ paymentStatus: 'unpaid', invoiceNumber: null });
  });

  it('lets one of two orders marked paid at once with the same UTR have it', async () => {
    const shoppers = await Promise.all([t.signup(), t.signup(), t.signup()]);
    const orderIds = [];
    for (const shopper of shoppers) orderIds.push(await placeOrderOf(t, shopper));
    const answers = await Promise.all(orderIds.map((orderId) => markPaid(orderId, '999988887777')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await Promise.all(orderIds.map(rowOf));
    const paid = rows.filter((row) => row.paymentStatus === 'paid');
    expect(paid).toHaveLength(1);
    expect(paid[0]!.invoiceNumber).not.toBeNull();
    expect(rows.filter((row) => row.invoiceNumber !== null)).toHaveLength(1);
  });
});
