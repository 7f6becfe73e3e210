import { randomUUID } from 'node:crypto';
import {
  adminOrdersResponseSchema,
  cartResponseSchema,
  checkoutResponseSchema,
  errorSchema,
  myOrdersResponseSchema,
  paths,
  paymentTypes,
  simpleCheckoutResponseSchema,
  type CheckoutRequest,
} from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalChangeFeed } from '../src/db/changes.js';
import { cartItems, orderLines, orders, productPacks, products, users } from '../src/db/schema.js';
import { bearer, createTestApp, type TestApp, type TestCustomer } from './harness.js';
import {
  addProduct,
  call,
  saveShopSettings,
  upiShop,
  defaultPackOf,
  setDefaultPack,
  stockOf,
  type NewTestProduct,
} from './shop-support.js';

let t: TestApp;
let adminHeaders: { authorization: string };
const changes = createLocalChangeFeed();
const catalogChanges: string[] = [];
beforeAll(async () => {
  await changes.subscribe('catalog', (detail) => catalogChanges.push(detail));
  t = await createTestApp({ changes });
  adminHeaders = bearer(await t.createAdmin());
  // Online payment types go to the shop's UPI ID (issue 15).
  await saveShopSettings(t.db, upiShop);
});
afterAll(() => t?.close());

const form: CheckoutRequest = {
  paymentType: 'cash',
  firstName: 'Anjali',
  lastName: 'Desai',
  address: '12 Mandi Road',
  address2: 'Near the APMC yard',
  city: 'Hubballi',
  state: 'Karnataka',
  zip: '580020',
};

async function fillCart(customer: TestCustomer, ...lines: Array<[string, number]>) {
  for (const [productId, quantity] of lines) {
    const response = await call(t.app, 'POST', paths.addToCart, {
      headers: customer.headers,
      body: { productId, quantity },
    });
    expect(response.statusCode).toBe(200);
  }
}
function checkout(customer: TestCustomer, body: unknown = form) {
  return call(t.app, 'POST', paths.checkout, { headers: customer.headers, body });
}
function simpleCheckout(customer: TestCustomer, body: unknown = form) {
  return call(t.app, 'POST', paths.simpleCheckout, { headers: customer.headers, body });
}
async function ordersOf(customer: TestCustomer) {
  const response = await call(t.app, 'GET', paths.myOrders, { headers: customer.headers });
  expect(response.statusCode).toBe(200);
  return myOrdersResponseSchema.parse(response.json()).orders;
}
async function cartLines(customer: TestCustomer) {
  const response = await call(t.app, 'GET', paths.cart, { headers: customer.headers });
  return cartResponseSchema.parse(response.json()).data.products.map((line) => [line.product._id, line.quantity]);
}
function expectError(response: { statusCode: number; json(): unknown }, status: number): string {
  expect(response.statusCode).toBe(status);
  return errorSchema.parse(response.json()).msg;
}
async function orderCount(): Promise<number> {
  return (await t.db.select({ id: orders.id }).from(orders)).length;
}
function product(overrides: NewTestProduct = {}) {
  return addProduct(t.db, overrides);
}

describe('POST /cart/checkout', () => {
  it('[API-27] [SERVER-32] [SERVER-34] turns the cart into an order: 201 {data: {orderId}}, stock taken, cart emptied', async () => {
    const customer = await t.signup();
    const rice = await product({
      title: 'Gobindobhog Rice',
      pricePaise: 3310,
      quantity: 10,
      image: 'gobindobhog.webp',
    });
    const dal = await product({ title: 'Masoor Dal', pricePaise: 12_050, quantity: 4 });
    await fillCart(customer, [rice.id, 3], [dal.id, 1]);

    const response = await checkout(customer);
    expect(response.statusCode).toBe(201);
    const { data } = checkoutResponseSchema.parse(response.json());

    expect(await stockOf(t.db, rice.id)).toBe(7);
    expect(await stockOf(t.db, dal.id)).toBe(3);
    expect(await cartLines(customer)).toEqual([]);

    const [order] = await ordersOf(customer);
    expect(order).toMatchObject({
      _id: data.orderId,
      status: 'placed',
      paymentStatus: 'unpaid',
      totalAmount: 219.8,
      ...form,
    });
    expect(order!.products).toEqual([
      {
        product: { _id: rice.id, title: 'Gobindobhog Rice', image: 'gobindobhog.webp' },
        pack: { _id: (await defaultPackOf(t.db, rice.id)).id, label: '1 pack' },
        quantity: 3,
        unitPrice: 33.1,
        price: 99.3,
      },
      {
        product: { _id: dal.id, title: 'Masoor Dal', image: null },
        pack: { _id: (await defaultPackOf(t.db, dal.id)).id, label: '1 pack' },
        quantity: 1,
        unitPrice: 120.5,
        price: 120.5,
      },
    ]);
  });

  it('[SERVER-33] [SERVER-32] refuses a line beyond the stock with 409 naming the product, and changes nothing', async () => {
    const customer = await t.signup();
    const plenty = await product({ title: 'Brown Rice', quantity: 10 });
    const scarce = await product({ title: 'Black Rice', quantity: 3 });
    await fillCart(customer, [plenty.id, 2], [scarce.id, 3]);
    // Someone else bought one meanwhile.
    await setDefaultPack(t.db, scarce.id, { stock: 2 });
    const before = await orderCount();

    expect(expectError(await checkout(customer), 409)).toBe('Only 2 left of Black Rice');
    expect(await stockOf(t.db, plenty.id)).toBe(10);
    expect(await stockOf(t.db, scarce.id)).toBe(2);
    expect(await orderCount()).toBe(before);
    expect(await cartLines(customer)).toEqual(
      expect.arrayContaining([
        [plenty.id, 2],
        [scarce.id, 3],
      ]),
    );

    await setDefaultPack(t.db, scarce.id, { stock: 0 });
    expect(expectError(await simpleCheckout(customer), 409)).toBe('Black Rice is out of stock');
    expect(await stockOf(t.db, plenty.id)).toBe(10);
    expect(await orderCount()).toBe(before);
  });

  it('[SERVER-31] an empty cart is a 400 {msg} and creates no order', async () => {
    const customer = await t.signup();
    const before = await orderCount();
    expect(expectError(await checkout(customer), 400)).toBe('Your cart is empty');
    expect(expectError(await simpleCheckout(customer), 400)).toBe('Your cart is empty');
    expect(await orderCount()).toBe(before);
  });

  it('[SERVER-04] is a 401 {msg} without a token', async () => {
    expectError(await call(t.app, 'POST', paths.checkout, { body: form }), 401);
    expectError(await call(t.app, 'POST', paths.simpleCheckout, { body: form }), 401);
  });
});

describe('the catalogue after an order', () => {
  it('drops its cached reads when an order or a cancellation changes the stock', async () => {
    const customer = await t.signup();
    const poha = await product({ title: 'Thick Poha', quantity: 5 });
    await fillCart(customer, [poha.id, 1]);
    catalogChanges.length = 0;
    const { orderId } = checkoutResponseSchema.parse((await checkout(customer)).json()).data;
    expect(catalogChanges).toEqual(['stock']);
    await call(t.app, 'PUT', paths.updateOrderStatus(orderId), {
      headers: adminHeaders,
      body: { status: 'cancelled' },
    });
    expect(catalogChanges).toEqual(['stock', 'stock']);
  });
});

describe('POST /api/check/checkout', () => {
  it('[API-31] [SERVER-36] places the order the same way and answers 200 {msg, orderId}', async () => {
    const customer = await t.signup();
    const oil = await product({ title: 'Mustard Oil', pricePaise: 21_000, quantity: 5 });
    await call(t.app, 'POST', paths.addOneToCart, {
      headers: customer.headers,
      body: { productId: oil.id, quantity: 1 },
    });

    const response = await simpleCheckout(customer, { ...form, paymentType: 'COD' });
    expect(response.statusCode).toBe(200);
    const body = simpleCheckoutResponseSchema.parse(response.json());
    expect(body.msg).toBe('Order placed successfully!');
    expect(await stockOf(t.db, oil.id)).toBe(4);
    expect(await cartLines(customer)).toEqual([]);
    const [order] = await ordersOf(customer);
    expect(order).toMatchObject({ _id: body.orderId, paymentType: 'COD', totalAmount: 210, status: 'placed' });
  });
});

describe('the checkout form (both checkouts)', () => {
  it('[SERVER-31] [SERVER-35] takes every payment type of the spec, and none is recorded as paid', async () => {
    const salt = await product({ title: 'Rock Salt', quantity: 50 });
    const placed: Awaited<ReturnType<typeof ordersOf>> = [];
    // A shopper each: one account may have only two orders waiting for payment (issue 31).
    for (const paymentType of paymentTypes) {
      const customer = await t.signup();
      await fillCart(customer, [salt.id, 1]);
      const response = await (paymentType === 'COD' ? simpleCheckout : checkout)(customer, { ...form, paymentType });
      expect(response.statusCode, paymentType).toBeLessThan(300);
      placed.push(...(await ordersOf(customer)));
    }
    expect(placed.map((order) => order.paymentType).sort()).toEqual([...paymentTypes].sort());
    expect(new Set(placed.map((order) => order.paymentStatus))).toEqual(new Set(['unpaid']));
    // Cash is collected at the door; the rest waits for its payment (issue 15).
    const statusOf = (type: string) => placed.find((order) => order.paymentType === type)?.status;
    expect(paymentTypes.map(statusOf)).toEqual(
      paymentTypes.map((type) => (type === 'cash' || type === 'COD' ? 'placed' : 'awaiting_payment')),
    );
  });

  it('[SERVER-31] [SERVER-36] refuses a missing field or another payment type with 400 {msg} on both, writing nothing', async () => {
    const customer = await t.signup();
    const sugar = await product({ title: 'Khandsari Sugar', quantity: 5 });
    await fillCart(customer, [sugar.id, 1]);
    const before = await orderCount();
    const invalid: Array<Record<string, unknown>> = [
      { paymentType: 'bitcoin' },
      { paymentType: 'cod' },
      { paymentType: undefined },
      ...['firstName', 'address', 'city', 'state', 'zip'].flatMap((field) => [
        { [field]: undefined },
        { [field]: '  ' },
      ]),
      { zip: 580020 },
    ];
    for (const change of invalid) {
      for (const place of [checkout, simpleCheckout]) {
        expectError(await place(customer, { ...form, ...change }), 400);
      }
    }
    expectError(await call(t.app, 'POST', paths.checkout, { headers: customer.headers }), 400);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(t.db, sugar.id)).toBe(5);
    expect(await cartLines(customer)).toEqual([[sugar.id, 1]]);
  });

  it('[SERVER-31] a blank last name and address line 2 are stored empty, never "NULL"', async () => {
    const customer = await t.signup();
    const tea = await product({ title: 'Nilgiri Tea', quantity: 5 });
    await fillCart(customer, [tea.id, 1]);
    const { lastName: _lastName, address2: _address2, ...required } = form;
    const first = await checkout(customer, { ...required, lastName: '   ' });
    expect(first.statusCode).toBe(201);
    const { orderId } = checkoutResponseSchema.parse(first.json()).data;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect([row!.lastName, row!.address2]).toEqual(['', '']);
    const [order] = await ordersOf(customer);
    expect([order!.lastName, order!.address2]).toEqual(['', '']);
  });

  it('[SERVER-15] [SERVER-29] [SERVER-35] a tampered price, total, status or owner changes nothing', async () => {
    const customer = await t.signup();
    const other = await t.signup();
    const cashews = await product({ title: 'Goan Cashews', pricePaise: 3310, quantity: 10 });
    await call(t.app, 'POST', paths.addToCart, {
      headers: customer.headers,
      body: { productId: cashews.id, quantity: 3, price: 0.01, totalAmount: 0.03 },
    });
    const response = await checkout(customer, {
      ...form,
      paymentType: 'card',
      totalAmount: 1,
      price: 1,
      products: [{ product: cashews.id, quantity: 3, price: 0.01 }],
      status: 'delivered',
      paymentStatus: 'paid',
      userId: other.id,
      _id: randomUUID(),
    });
    expect(response.statusCode).toBe(201);
    const { orderId } = checkoutResponseSchema.parse(response.json()).data;
    const [order] = await ordersOf(customer);
    expect(order).toMatchObject({
      _id: orderId,
      totalAmount: 99.3,
      status: 'awaiting_payment',
      paymentStatus: 'unpaid',
    });
    expect(order!.products).toMatchObject([{ quantity: 3, unitPrice: 33.1, price: 99.3 }]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({
      userId: customer.id,
      totalPaise: 9930,
      status: 'awaiting_payment',
      paymentStatus: 'unpaid',
    });
    expect(await ordersOf(other)).toEqual([]);
  });

  it("[SERVER-29] charges a special offer's discounted price, the price the shopper was shown", async () => {
    const customer = await t.signup();
    const almonds = await product({
      title: 'California Almonds',
      pricePaise: 1005,
      discountPercent: 10,
      discountExpiry: new Date(Date.now() + 60 * 60 * 1000),
    });
    await fillCart(customer, [almonds.id, 3]);
    const shown = cartResponseSchema.parse((await call(t.app, 'GET', paths.cart, { headers: customer.headers })).json())
      .data.totalAmount;
    expect((await checkout(customer)).statusCode).toBe(201);
    const [order] = await ordersOf(customer);
    expect(order!.totalAmount).toBe(shown);
    expect(order!.products[0]).toMatchObject({ unitPrice: 9.05, price: 27.15 });
  });
});

describe('GET /api/user/orders', () => {
  it("[API-23] [SERVER-37] [SERVER-11] answers only the caller's orders, newest first, with their products", async () => {
    const asha = await t.signup();
    const bala = await t.signup();
    const [first, second] = [await product({ title: 'Kala Namak' }), await product({ title: 'Kokum' })];
    await fillCart(asha, [first.id, 1]);
    const older = checkoutResponseSchema.parse((await checkout(asha)).json()).data.orderId;
    await fillCart(asha, [second.id, 2]);
    const newer = checkoutResponseSchema.parse((await checkout(asha)).json()).data.orderId;
    await fillCart(bala, [first.id, 1]);
    const balas = checkoutResponseSchema.parse((await checkout(bala)).json()).data.orderId;

    const mine = await ordersOf(asha);
    expect(mine.map((order) => order._id)).toEqual([newer, older]);
    expect(mine.map((order) => order.products.map((line) => line.product.title))).toEqual([['Kokum'], ['Kala Namak']]);
    expect((await ordersOf(bala)).map((order) => order._id)).toEqual([balas]);
  });

  it('[SERVER-34] keeps the snapshot when the product is changed or deleted later', async () => {
    const customer = await t.signup();
    const honey = await product({ title: 'Forest Honey', pricePaise: 45_000, image: 'honey.webp' });
    await fillCart(customer, [honey.id, 2]);
    await checkout(customer);
    const pack = await defaultPackOf(t.db, honey.id);
    await t.db.update(products).set({ title: 'Renamed', image: 'other.webp' }).where(eq(products.id, honey.id));
    await t.db.update(productPacks).set({ label: '5 kg', pricePaise: 1 }).where(eq(productPacks.id, pack.id));
    const [afterEdit] = await ordersOf(customer);
    expect(afterEdit!.products).toEqual([
      {
        product: { _id: honey.id, title: 'Forest Honey', image: 'honey.webp' },
        pack: { _id: pack.id, label: '1 pack' },
        quantity: 2,
        unitPrice: 450,
        price: 900,
      },
    ]);
    await t.db.delete(products).where(eq(products.id, honey.id));
    const [afterDelete] = await ordersOf(customer);
    expect(afterDelete).toEqual(afterEdit);
  });

  it('[API-23] an account without orders gets {orders: []}; without a token 401 {msg}', async () => {
    expect(await ordersOf(await t.signup())).toEqual([]);
    expectError(await call(t.app, 'GET', paths.myOrders), 401);
  });
});

describe('GET /api/admin/orders', () => {
  // The checkouts above left orders awaiting payment, which the list puts first: the staff
  // mark them paid, so the orders these tests place are the ones waiting, or the newest.
  beforeAll(async () => {
    const waiting = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'awaiting_payment'));
    for (const { id } of waiting) {
      const response = await call(t.app, 'POST', paths.markOrderPaid(id), { headers: adminHeaders, body: {} });
      expect(response.statusCode).toBe(200);
    }
  });

  it("lists every customer's orders newest first, paged, with the customer", async () => {
    const customer = await t.signup({ firstName: 'Farida', lastName: 'Khan' });
    const bran = await product({ title: 'Rice Bran Oil', quantity: 10 });
    const placed: string[] = [];
    for (let round = 0; round < 3; round++) {
      await fillCart(customer, [bran.id, 1]);
      placed.unshift(checkoutResponseSchema.parse((await checkout(customer)).json()).data.orderId);
    }
    const total = await orderCount();

    const first = await call(t.app, 'GET', `${paths.adminOrders}?page=1&pageSize=2`, { headers: adminHeaders });
    expect(first.statusCode).toBe(200);
    const page1 = adminOrdersResponseSchema.parse(first.json());
    expect(page1).toMatchObject({ page: 1, pageSize: 2, total });
    expect(page1.orders.map((order) => order._id)).toEqual(placed.slice(0, 2));
    expect(page1.orders[0]!.customer).toEqual({
      _id: customer.id,
      name: 'Farida Khan',
      email: customer.email,
      phone: '9876543210',
    });

    const second = adminOrdersResponseSchema.parse(
      (await call(t.app, 'GET', `${paths.adminOrders}?page=2&pageSize=2`, { headers: adminHeaders })).json(),
    );
    expect(second.orders[0]!._id).toBe(placed[2]);
    const all = adminOrdersResponseSchema.parse(
      (await call(t.app, 'GET', paths.adminOrders, { headers: adminHeaders })).json(),
    );
    expect(all).toMatchObject({ page: 1, pageSize: 20 });
    expect(all.orders.length).toBe(Math.min(total, 20));
    expect(first.body).not.toMatch(/scrypt|password/i);
  });

  it('keeps an order whose customer deleted the account, without a customer', async () => {
    const customer = await t.signup();
    const flour = await product({ title: 'Chakki Atta', quantity: 5 });
    await fillCart(customer, [flour.id, 1]);
    const { orderId } = checkoutResponseSchema.parse((await checkout(customer)).json()).data;
    await t.db.delete(users).where(eq(users.id, customer.id));
    const page = adminOrdersResponseSchema.parse(
      (await call(t.app, 'GET', `${paths.adminOrders}?pageSize=100`, { headers: adminHeaders })).json(),
    );
    expect(page.orders.find((order) => order._id === orderId)?.customer).toBeNull();
  });

  it("[PAY-09] lists the orders awaiting payment first, then newest first, with the customer's phone", async () => {
    const customer = await t.signup({ firstName: 'Kavya', lastName: 'Hegde', phoneNumber: '9845012345' });
    const jaggery = await product({ title: 'Organic Jaggery', quantity: 10 });
    async function place(paymentType: CheckoutRequest['paymentType']) {
      await fillCart(customer, [jaggery.id, 1]);
      return checkoutResponseSchema.parse((await checkout(customer, { ...form, paymentType })).json()).data.orderId;
    }
    const olderUpi = await place('upi');
    const olderCash = await place('cash');
    const newerUpi = await place('upi');
    const newerCash = await place('cash');

    const page = adminOrdersResponseSchema.parse(
      (await call(t.app, 'GET', `${paths.adminOrders}?pageSize=4`, { headers: adminHeaders })).json(),
    );
    expect(page.orders.map((order) => [order._id, order.status])).toEqual([
      [newerUpi, 'awaiting_payment'],
      [olderUpi, 'awaiting_payment'],
      [newerCash, 'placed'],
      [olderCash, 'placed'],
    ]);
    expect(page.orders[0]!.customer).toEqual({
      _id: customer.id,
      name: 'Kavya Hegde',
      email: customer.email,
      phone: '9845012345',
    });
  });

  it('[SERVER-10] is 401 without a token, 403 for a customer, 400 for a bad page or search', async () => {
    const customer = await t.signup();
    expectError(await call(t.app, 'GET', paths.adminOrders), 401);
    expectError(await call(t.app, 'GET', paths.adminOrders, { headers: customer.headers }), 403);
    for (const query of ['page=0', 'page=x', 'pageSize=1000', 'pageSize=-1', `orderId=${'a'.repeat(101)}`]) {
      expectError(await call(t.app, 'GET', `${paths.adminOrders}?${query}`, { headers: adminHeaders }), 400);
    }
  });
});

describe('GET /api/admin/orders?orderId= (the start of an order id)', () => {
  // Written straight to the database, with ids chosen to share their starts; oldest first.
  const ids = [
    'c0ffee00-0000-4000-8000-000000000001',
    'c0ffee00-0000-4000-8000-000000000002',
    'c0ffee11-0000-4000-8000-000000000003',
  ] as const;
  beforeAll(async () => {
    await t.db.insert(orders).values(
      ids.map((id, index) => ({
        id,
        paymentType: 'cash',
        totalPaise: 9_900,
        firstName: 'Meera',
        address: '4 Market Road',
        city: 'Mysuru',
        state: 'Karnataka',
        zip: '570001',
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      })),
    );
  });

  async function search(orderId: string, pageQuery = '') {
    const response = await call(
      t.app,
      'GET',
      `${paths.adminOrders}?orderId=${encodeURIComponent(orderId)}${pageQuery}`,
      { headers: adminHeaders },
    );
    expect(response.statusCode).toBe(200);
    const page = adminOrdersResponseSchema.parse(response.json());
    return { ids: page.orders.map((order) => order._id), total: page.total };
  }

  it('[ADMIN-42] finds the orders whose id starts with the text, newest first, paged', async () => {
    expect(await search('c0ffee')).toEqual({ ids: [ids[2], ids[1], ids[0]], total: 3 });
    expect(await search('c0ffee00')).toEqual({ ids: [ids[1], ids[0]], total: 2 });
    expect(await search('c0ffee00-')).toEqual({ ids: [ids[1], ids[0]], total: 2 });
    expect(await search('c0ffee00', '&page=2&pageSize=1')).toEqual({ ids: [ids[0]], total: 2 });
  });

  it('[ADMIN-42] takes the text in any case, with spaces around, and a whole id', async () => {
    expect(await search('C0FFEE11')).toEqual({ ids: [ids[2]], total: 1 });
    expect(await search(`  ${ids[1].toUpperCase()} `)).toEqual({ ids: [ids[1]], total: 1 });
    expect(await search(ids[0])).toEqual({ ids: [ids[0]], total: 1 });
  });

  it('[ADMIN-42] finds nothing, and fails on nothing, for text no id can start with', async () => {
    const nothing = { ids: [], total: 0 };
    for (const text of [
      'c0f',
      'c0-f',
      'zzzz',
      'c0ffee000',
      `${ids[0]}1`,
      'c0ff%',
      'c0ff_e',
      "c0ff'; drop table orders; --",
      'c0ffee00\\',
    ]) {
      expect(await search(text), text).toEqual(nothing);
    }
    expect(await orderCount()).toBeGreaterThanOrEqual(ids.length);
  });

  it('[ADMIN-42] lists every order for blank text', async () => {
    expect((await search('   ')).total).toBe(await orderCount());
    expect((await search('')).total).toBe(await orderCount());
  });
});

describe('PUT /api/admin/orders/{id}/status', () => {
  async function placeOrderOf(quantity: number, stock: number) {
    const customer = await t.signup();
    const item = await product({ title: 'Byadgi Chilli', quantity: stock });
    await fillCart(customer, [item.id, quantity]);
    const { orderId } = checkoutResponseSchema.parse((await checkout(customer)).json()).data;
    return { customer, item, orderId };
  }
  const setStatus = (orderId: string, status: unknown, headers: Record<string, string> = adminHeaders) =>
    call(t.app, 'PUT', paths.updateOrderStatus(orderId), { headers, body: { status } });

  it('[ADMIN-43] changes the status, which the customer then sees', async () => {
    const { customer, orderId } = await placeOrderOf(1, 5);
    for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
      const response = await setStatus(orderId, status);
      expect(response.statusCode).toBe(200);
      const [order] = await ordersOf(customer);
      expect(order!.status).toBe(status);
    }
  });

  it('[ADMIN-43] cancelling puts the stock back once; taking the order up again takes it again', async () => {
    const { customer, item, orderId } = await placeOrderOf(3, 5);
    expect(await stockOf(t.db, item.id)).toBe(2);

    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.db, item.id)).toBe(5);
    expect((await ordersOf(customer))[0]!.status).toBe('cancelled');
    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.db, item.id)).toBe(5);

    expect((await setStatus(orderId, 'confirmed')).statusCode).toBe(200);
    expect(await stockOf(t.db, item.id)).toBe(2);
    expect((await ordersOf(customer))[0]!.status).toBe('confirmed');
  });

  it('[ADMIN-43] [SERVER-33] refuses to take up a cancelled order whose stock has gone (409, nothing changes)', async () => {
    const { customer, item, orderId } = await placeOrderOf(3, 3);
    await setStatus(orderId, 'cancelled');
    await setDefaultPack(t.db, item.id, { stock: 1 });
    expect(expectError(await setStatus(orderId, 'placed'), 409)).toBe('Only 1 left of Byadgi Chilli');
    expect(await stockOf(t.db, item.id)).toBe(1);
    expect((await ordersOf(customer))[0]!.status).toBe('cancelled');
  });

  it('[ADMIN-43] cancelling an order of a product no longer sold keeps the order and restocks the rest', async () => {
    const customer = await t.signup();
    const [gone, kept] = [
      await product({ title: 'Old Stock', quantity: 5 }),
      await product({ title: 'Saunf', quantity: 5 }),
    ];
    await fillCart(customer, [gone.id, 1], [kept.id, 2]);
    const { orderId } = checkoutResponseSchema.parse((await checkout(customer)).json()).data;
    await t.db.delete(products).where(eq(products.id, gone.id));
    expect((await setStatus(orderId, 'cancelled')).statusCode).toBe(200);
    expect(await stockOf(t.db, kept.id)).toBe(5);
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).toHaveLength(2);
  });

  it('[ADMIN-43] [SERVER-10] [SERVER-16] is 401 without a token, 403 for a customer, 404 for an unknown id, 400 for an unknown status', async () => {
    const { customer, item, orderId } = await placeOrderOf(1, 5);
    expectError(await setStatus(orderId, 'cancelled', {}), 401);
    expectError(await setStatus(orderId, 'cancelled', customer.headers), 403);
    expect(await stockOf(t.db, item.id)).toBe(4);
    expect((await ordersOf(customer))[0]!.status).toBe('placed');
    expectError(await setStatus(randomUUID(), 'confirmed'), 404);
    expectError(await setStatus('not-an-order', 'confirmed'), 404);
    expectError(await setStatus(orderId, 'lost'), 400);
    expectError(await call(t.app, 'PUT', paths.updateOrderStatus(orderId), { headers: adminHeaders }), 400);
  });
});

describe('deleting a product', () => {
  it('[SERVER-34] takes it out of carts but not out of past orders', async () => {
    const customer = await t.signup();
    const pickle = await product({ title: 'Mango Pickle', quantity: 5 });
    await fillCart(customer, [pickle.id, 1]);
    await checkout(customer);
    await fillCart(customer, [pickle.id, 1]);
    await t.db.delete(products).where(eq(products.id, pickle.id));
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, customer.id))).toEqual([]);
    expect((await ordersOf(customer))[0]!.products[0]!.product.title).toBe('Mango Pickle');
  });
});
