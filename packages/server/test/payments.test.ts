import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkoutRulesSchema,
  deliveryCheckSchema,
  errorSchema,
  myOrdersResponseSchema,
  orderPaymentSchema,
  paths,
  type CheckoutRequest,
} from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, orders } from '../src/db/schema.js';
import { bearer, createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { addProduct, call, checkoutForm, saveShopSettings, stockOf, upiShop } from './shop-support.js';

const webhookSecret = 'whsec-test-secret';
/** A local fake of the two Razorpay endpoints the shop calls; `failing` makes it answer 500. */
const razorpay = { orders: [] as unknown[], refunds: [] as string[], failing: false, authorization: '' };
let fake: Server;

async function body(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  fake = createServer(async (request, response) => {
    razorpay.authorization = request.headers.authorization ?? '';
    const sent = await body(request);
    response.setHeader('content-type', 'application/json');
    if (razorpay.failing) {
      response.statusCode = 500;
      response.end(JSON.stringify({ error: { description: 'Server error' } }));
    } else if (request.url === '/v1/orders') {
      razorpay.orders.push(sent);
      response.end(JSON.stringify({ id: `order_T${razorpay.orders.length}`, status: 'created' }));
    } else if (request.url?.match(/^\/v1\/payments\/[^/]+\/refund$/)) {
      razorpay.refunds.push(request.url.split('/')[3]!);
      response.end(JSON.stringify({ id: 'rfnd_1', status: 'processed' }));
    } else {
      response.statusCode = 404;
      response.end('{}');
    }
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp({
    config: { razorpay: { keyId: 'rzp_test_key', keySecret: 'rzp-secret', webhookSecret, apiUrl } },
  });
  admin = bearer(await t.createAdmin());
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => fake?.close(resolve));
});

const form = checkoutForm('COD');

async function cartOf(customer: TestCustomer, productId: string, quantity: number) {
  const added = await call(t.app, 'POST', paths.addToCart, {
    headers: customer.headers,
    body: { productId, quantity },
  });
  expect(added.statusCode, added.body).toBe(200);
}

const checkout = (customer: TestCustomer, change: Partial<CheckoutRequest> = {}) =>
  call(t.app, 'POST', paths.simpleCheckout, { headers: customer.headers, body: { ...form, ...change } });

async function placed(customer: TestCustomer, change: Partial<CheckoutRequest> = {}) {
  const response = await checkout(customer, change);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { orderId: string }).orderId;
}

const paymentOf = async (customer: TestCustomer, orderId: string) => {
  const response = await call(t.app, 'GET', paths.orderPayment(orderId), { headers: customer.headers });
  expect(response.statusCode, response.body).toBe(200);
  return orderPaymentSchema.parse(response.json());
};

const rowOf = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('delivery pincodes, COD limits and the minimum order (issue 15)', () => {
  beforeEach(async () => {
    await saveShopSettings(t.db, {
      ...upiShop,
      codPincodes: [{ from: '570001', to: '570030' }],
      prepaidPincodes: [{ from: '560001', to: '560099' }],
      codMaxOrder: 1000,
      minOrder: 200,
    });
  });

  it('[PAY-01] answers where the shop delivers and where it takes cash', async () => {
    const check = async (pincode: string) =>
      deliveryCheckSchema.parse((await call(t.app, 'GET', paths.deliveryCheck(pincode))).json());
    expect(await check('570010')).toEqual({
      pincode: '570010',
      delivers: true,
      cod: true,
      message: 'We deliver to 570010. Cash on delivery is available.',
    });
    expect(await check('560042')).toMatchObject({ delivers: true, cod: false });
    expect((await check('110001')).message).toBe('Sorry, we do not deliver to 110001 yet.');
    expect((await call(t.app, 'GET', paths.deliveryCheck('5700'))).statusCode).toBe(400);
    const rules = checkoutRulesSchema.parse((await call(t.app, 'GET', paths.checkoutRules)).json());
    expect(rules).toEqual({
      payments: { cod: true, upi: true, razorpay: true },
      minOrder: 200,
      codMaxOrder: 1000,
      deliversEverywhere: false,
      whatsappNumber: '',
    });
  });

  it.each([
    ['a pincode it does not serve', { zip: '110001' }, 300, 'Sorry, we do not deliver to 110001 yet.'],
    ['no pincode', { zip: 'Mysuru' }, 300, 'Please enter a 6-digit pincode'],
    ['COD where it takes no cash', { zip: '560042' }, 300, 'Cash on delivery is not available for 560042.'],
    ['COD above its limit', {}, 1200, 'Cash on delivery is available for orders up to ₹1,000.00.'],
    [
      'an order below its minimum',
      { paymentType: 'upi' as const },
      150,
      'The minimum order is ₹200.00. Add ₹50.00 more',
    ],
  ])(
    '[PAY-02] refuses %s with 400 and the reason, keeping the cart and the stock',
    async (_case, change, rupees, reason) => {
      const customer = await t.signup();
      const product = await addProduct(t.db, { title: 'Ragi Flour', pricePaise: rupees * 100, quantity: 10 });
      await cartOf(customer, product.id, 1);
      const response = await checkout(customer, change);
      expect(response.statusCode).toBe(400);
      expect(errorSchema.parse(response.json()).msg).toContain(reason);
      expect(await stockOf(t.db, product.id)).toBe(10);
      expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, customer.id))).toHaveLength(1);
    },
  );

  it('[PAY-03] places a COD order to a served pincode within the limits, and a prepaid one where cash is not taken', async () => {
    const customer = await t.signup();
    const product = await addProduct(t.db, { title: 'Foxtail Millet', pricePaise: 30000, quantity: 10 });
    await cartOf(customer, product.id, 1);
    const cod = await placed(customer, { zip: '570 010' });
    expect(await rowOf(cod)).toMatchObject({ status: 'placed', paymentMethod: 'cod', paymentStatus: 'unpaid' });
    await cartOf(customer, product.id, 1);
    const upi = await placed(customer, { zip: '560042', paymentType: 'upi' });
    expect(await rowOf(upi)).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'upi' });
  });
});

describe('UPI to the shop without a gateway (issue 15)', () => {
  beforeAll(() => saveShopSettings(t.db, { ...upiShop, whatsappNumber: '9845012345', unpaidOrderHours: 24 }));

  it('[PAY-04] shows a QR code and a upi:// link with the amount and reference, takes the UTR, and the staff mark it paid once', async () => {
    const customer = await t.signup();
    const product = await addProduct(t.db, { title: 'Little Millet', pricePaise: 12550, quantity: 5 });
    await cartOf(customer, product.id, 2);
    const before = Date.now();
    const orderId = await placed(customer, { paymentType: 'upi' });
    expect(await stockOf(t.db, product.id)).toBe(3);

    const payment = await paymentOf(customer, orderId);
    const reference = `DH-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(payment).toMatchObject({
      reference,
      status: 'awaiting_payment',
      paymentStatus: 'unpaid',
      method: 'upi',
      amount: 251,
    });
    expect(payment.upi?.link).toBe(
      `upi://pay?pa=dhanya.stores%40okaxis&pn=Dhanya%20Stores&am=251.00&cu=INR&tn=Order%20${reference}&tr=${reference}`,
    );
    expect(payment.upi?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(payment.upi!.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const due = Date.parse(payment.dueAt!);
    expect(due - before).toBeGreaterThanOrEqual(24 * 3600 * 1000 - 5000);
    expect(due - before).toBeLessThanOrEqual(24 * 3600 * 1000 + 5000);
    expect(payment.whatsappLink).toBe(
      `https://wa.me/919845012345?text=${encodeURIComponent(`Hello! I placed order ${reference} for ₹251.00. Please confirm it.`)}`,
    );

    const badUtr = await call(t.app, 'POST', paths.orderUtr(orderId), {
      headers: customer.headers,
      body: { utr: '12345' },
    });
    expect(badUtr.statusCode).toBe(400);
    expect(errorSchema.parse(badUtr.json()).msg).toContain('12-digit UPI transaction ID');
    const utr = await call(t.app, 'POST', paths.orderUtr(orderId), {
      headers: customer.headers,
      body: { utr: '4321 0987 6543' },
    });
    expect(utr.statusCode, utr.body).toBe(200);
    expect(orderPaymentSchema.parse(utr.json())).toMatchObject({ utr: '432109876543', status: 'awaiting_payment' });

    // Another shopper can neither see nor pay it.
    const other = await t.signup();
    expect((await call(t.app, 'GET', paths.orderPayment(orderId), { headers: other.headers })).statusCode).toBe(404);

    // The staff cannot ship it unpaid; they mark it paid, and a second click changes nothing.
    const ship = await call(t.app, 'PUT', paths.updateOrderStatus(orderId), {
      headers: admin,
      body: { status: 'shipped' },
    });
    expect(ship.statusCode).toBe(409);
    const paid = await call(t.app, 'POST', paths.markOrderPaid(orderId), {
      headers: admin,
      body: { utr: '432109876543' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({ msg: 'Payment recorded', status: 'placed' });
    const paidAt = (await rowOf(orderId)).paidAt;
    const again = await call(t.app, 'POST', paths.markOrderPaid(orderId), { headers: admin, body: {} });
    expect(again.json()).toEqual({ msg: 'This order was paid already', status: 'placed' });
    expect((await rowOf(orderId)).paidAt).toEqual(paidAt);
    expect(
      (await call(t.app, 'POST', paths.markOrderPaid(orderId), { headers: customer.headers, body: {} })).statusCode,
    ).toBe(403);

    const mine = myOrdersResponseSchema.parse(
      (await call(t.app, 'GET', paths.myOrders, { headers: customer.headers })).json(),
    );
    expect(mine.orders[0]).toMatchObject({
      _id: orderId,
      status: 'placed',
      paymentStatus: 'paid',
      paymentReference: '432109876543',
    });
    expect((await paymentOf(customer, orderId)).upi).toBeNull();
  });

  it('[PAY-05] cancels unpaid orders past their time and restocks them, also on a server started later', async () => {
    const customer = await t.signup();
    const product = await addProduct(t.db, { title: 'Kodo Millet', pricePaise: 9000, quantity: 4 });
    await cartOf(customer, product.id, 3);
    const orderId = await placed(customer, { paymentType: 'upi' });
    expect(await stockOf(t.db, product.id)).toBe(1);

    // The deadline passes while no server runs; the next one to start sweeps it.
    await t.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    await t.secondServer();
    expect(await rowOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(t.db, product.id)).toBe(4);
    // Paying it now is refused: its stock went back.
    const late = await call(t.app, 'POST', paths.markOrderPaid(orderId), { headers: admin, body: {} });
    expect(late.statusCode).toBe(409);
    expect(await stockOf(t.db, product.id)).toBe(4);
  });

  it('[PAY-06] refuses online payment at a shop that takes none with 409, writing nothing', async () => {
    const plain = await createTestApp();
    try {
      const customer = await plain.signup();
      const product = await addProduct(plain.db, { title: 'Barnyard Millet', pricePaise: 9000, quantity: 4 });
      const added = await call(plain.app, 'POST', paths.addToCart, {
        headers: customer.headers,
        body: { productId: product.id, quantity: 1 },
      });
      expect(added.statusCode).toBe(200);
      for (const paymentType of ['upi', 'card', 'ONLINE'] as const) {
        const response = await call(plain.app, 'POST', paths.simpleCheckout, {
          headers: customer.headers,
          body: { ...form, paymentType },
        });
        expect(response.statusCode).toBe(409);
        expect(errorSchema.parse(response.json()).msg).toBe(
          'Online payment is not available at this shop yet. Please choose cash on delivery.',
        );
      }
      expect(await stockOf(plain.db, product.id)).toBe(4);
      expect(await plain.db.select().from(orders)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});

describe('Razorpay (issue 15)', () => {
  const sign = (payload: string) => createHmac('sha256', webhookSecret).update(payload).digest('hex');
  const webhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: paths.razorpayWebhook,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
      payload,
    });
  const captured = (orderId: string, amount: number, paymentId = 'pay_T1') =>
    JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, status: 'captured', method: 'upi' } } },
    });

  it('[PAY-07] creates a Razorpay order, is paid by a signed webhook once, refuses a forged one with 401, and refunds on cancel', async () => {
    await saveShopSettings(t.db, {});
    const customer = await t.signup();
    const product = await addProduct(t.db, { title: 'Cold-pressed Coconut Oil', pricePaise: 45000, quantity: 6 });
    await cartOf(customer, product.id, 2);
    const orderId = await placed(customer, { paymentType: 'ONLINE' });
    expect(razorpay.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:rzp-secret').toString('base64')}`);
    expect(razorpay.orders.at(-1)).toEqual({
      amount: 90000,
      currency: 'INR',
      receipt: `DH-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      notes: { order_id: orderId },
    });
    const providerOrderId = (await rowOf(orderId)).providerOrderId!;
    expect((await paymentOf(customer, orderId)).razorpay).toEqual({ keyId: 'rzp_test_key', orderId: providerOrderId });

    const forged = await webhook(captured(providerOrderId, 90000), sign('something else'));
    expect(forged.statusCode).toBe(401);
    expect(await rowOf(orderId)).toMatchObject({ paymentStatus: 'unpaid', status: 'awaiting_payment' });
    const wrongAmount = await webhook(captured(providerOrderId, 100), sign(captured(providerOrderId, 100)));
    expect(wrongAmount.statusCode).toBe(200);
    expect(await rowOf(orderId)).toMatchObject({ paymentStatus: 'unpaid' });

    const good = captured(providerOrderId, 90000);
    expect((await webhook(good, sign(good))).statusCode).toBe(200);
    const paid = await rowOf(orderId);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'placed', providerPaymentId: 'pay_T1' });
    // Razorpay retries: the same event again changes nothing.
    expect((await webhook(good, sign(good))).json()).toEqual({ msg: 'already-paid' });
    expect((await rowOf(orderId)).paidAt).toEqual(paid.paidAt);

    const cancel = await call(t.app, 'PUT', paths.updateOrderStatus(orderId), {
      headers: admin,
      body: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(razorpay.refunds).toEqual(['pay_T1']);
    expect(await rowOf(orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await stockOf(t.db, product.id)).toBe(6);
  });

  it('[PAY-08] cancels the order, returns its stock and restores the cart when Razorpay cannot create the payment', async () => {
    const customer = await t.signup();
    const product = await addProduct(t.db, { title: 'Wood-pressed Sesame Oil', pricePaise: 52000, quantity: 6 });
    await cartOf(customer, product.id, 2);
    razorpay.failing = true;
    try {
      const response = await checkout(customer, { paymentType: 'card' });
      expect(response.statusCode).toBe(502);
      expect(errorSchema.parse(response.json()).msg).toBe(
        'Online payment could not be started. Please try again, or choose cash on delivery.',
      );
    } finally {
      razorpay.failing = false;
    }
    expect(await stockOf(t.db, product.id)).toBe(6);
    const cart = await t.db.select().from(cartItems).where(eq(cartItems.userId, customer.id));
    expect(cart.map((line) => line.quantity)).toEqual([2]);
    const mine = myOrdersResponseSchema.parse(
      (await call(t.app, 'GET', paths.myOrders, { headers: customer.headers })).json(),
    );
    expect(mine.orders.map((order) => order.status)).toEqual(['cancelled']);
  });

  it('[issue 31] pays no second order with a Razorpay payment that paid one', async () => {
    const customer = await t.signup();
    const product = await addProduct(t.db, { title: 'Groundnut Oil', pricePaise: 30000, quantity: 6 });
    const placeOnline = async () => {
      await cartOf(customer, product.id, 1);
      const orderId = await placed(customer, { paymentType: 'ONLINE' });
      return { orderId, providerOrderId: (await rowOf(orderId)).providerOrderId! };
    };
    const first = await placeOnline();
    const second = await placeOnline();
    const paying = (providerOrderId: string) => captured(providerOrderId, 30000, 'pay_Reused1');
    expect((await webhook(paying(first.providerOrderId), sign(paying(first.providerOrderId)))).json()).toEqual({
      msg: 'paid',
    });
    const replayed = await webhook(paying(second.providerOrderId), sign(paying(second.providerOrderId)));
    expect(replayed.json()).toEqual({ msg: 'reference-used' });
    expect(await rowOf(second.orderId)).toMatchObject({ paymentStatus: 'unpaid', providerPaymentId: null });
    expect(await rowOf(first.orderId)).toMatchObject({ paymentStatus: 'paid', providerPaymentId: 'pay_Reused1' });
  });
});
