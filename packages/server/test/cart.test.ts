import { randomUUID } from 'node:crypto';
import { cartItemResponseSchema, cartResponseSchema, errorSchema, paths } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../src/db/schema.js';
import { createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { addProduct, call, setDefaultPack } from './shop-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const hour = 60 * 60 * 1000;

function getCart(customer: TestCustomer, path: string = paths.cart) {
  return call(t.app, 'GET', path, { headers: customer.headers });
}
function addToCart(customer: TestCustomer, body: Record<string, unknown>) {
  return call(t.app, 'POST', paths.addToCart, { headers: customer.headers, body });
}
async function cartOf(customer: TestCustomer, path: string = paths.cart) {
  const response = await getCart(customer, path);
  expect(response.statusCode).toBe(200);
  return cartResponseSchema.parse(response.json()).data;
}
function expectError(response: { statusCode: number; json(): unknown }, status: number): string {
  expect(response.statusCode).toBe(status);
  return errorSchema.parse(response.json()).msg;
}

describe('GET /cart/getcart and GET /api/cart/getcart', () => {
  it('[API-24] [API-28] an empty cart is {data: {products: [], totalAmount: 0}, msg}', async () => {
    const customer = await t.signup();
    for (const path of [paths.cart, paths.cartItems]) {
      const response = await getCart(customer, path);
      expect(response.statusCode).toBe(200);
      const body = cartResponseSchema.parse(response.json());
      expect(body.data).toEqual({ products: [], totalAmount: 0 });
      expect(body.msg).toEqual(expect.any(String));
    }
  });

  it('[SERVER-04] is a 401 {msg} without a token', async () => {
    for (const path of [paths.cart, paths.cartItems]) {
      expectError(await call(t.app, 'GET', path), 401);
    }
  });
});

describe('POST /cart/addcart', () => {
  it('[API-25] [SERVER-30] adds a product and answers the cart: 3 × ₹33.10 is ₹99.30 exactly', async () => {
    const customer = await t.signup();
    const rice = await addProduct(t.db, {
      title: 'Sona Masoori Rice',
      pricePaise: 3310,
      quantity: 10,
      image: 'sona.webp',
    });
    const response = await addToCart(customer, { productId: rice.id, quantity: 3 });
    expect(response.statusCode).toBe(200);
    const { data } = cartResponseSchema.parse(response.json());
    expect(data.totalAmount).toBe(99.3);
    expect(data.products).toHaveLength(1);
    const [line] = data.products;
    expect(line).toMatchObject({
      product: {
        _id: rice.id,
        title: 'Sona Masoori Rice',
        description: rice.description,
        price: 33.1,
        image: 'sona.webp',
      },
      quantity: 3,
      price: 99.3,
    });
    expect(line!._id).not.toBe(rice.id);
  });

  it('[API-25] [SERVER-28] changes the quantity of the one line of a product, up and down (the stepper)', async () => {
    const customer = await t.signup();
    const dal = await addProduct(t.db, { title: 'Toor Dal', pricePaise: 14000, quantity: 10 });
    await addToCart(customer, { productId: dal.id });
    await addToCart(customer, { productId: dal.id, quantity: 2 });
    let cart = (await cartOf(customer)).products;
    expect(cart).toHaveLength(1);
    expect(cart[0]!.quantity).toBe(3);

    const lower = await addToCart(customer, { productId: dal.id, quantity: -1 });
    expect(lower.statusCode).toBe(200);
    cart = cartResponseSchema.parse(lower.json()).data.products;
    expect(cart.map((line) => [line.quantity, line.price])).toEqual([[2, 280]]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, dal.id))).toHaveLength(1);
  });

  it('[SERVER-28] a line below 1 is a 400 {msg} and a line above the stock a 409 {msg} naming the product', async () => {
    const customer = await t.signup();
    const jaggery = await addProduct(t.db, { title: 'Kolhapuri Jaggery', quantity: 4 });
    expect(expectError(await addToCart(customer, { productId: jaggery.id, quantity: -1 }), 400)).toMatch(/at least 1/);
    await addToCart(customer, { productId: jaggery.id, quantity: 2 });
    expectError(await addToCart(customer, { productId: jaggery.id, quantity: -2 }), 400);
    expect(expectError(await addToCart(customer, { productId: jaggery.id, quantity: 3 }), 409)).toBe(
      'Only 4 left of Kolhapuri Jaggery',
    );
    const soldOut = await addProduct(t.db, { title: 'Kashmiri Saffron', quantity: 0 });
    expect(expectError(await addToCart(customer, { productId: soldOut.id }), 409)).toBe(
      'Kashmiri Saffron is out of stock',
    );
    const cart = await cartOf(customer);
    expect(cart.products.map((line) => [line.product._id, line.quantity])).toEqual([[jaggery.id, 2]]);
  });

  it('[SERVER-28] [SERVER-16] an unknown or malformed product is a 404 {msg}', async () => {
    const customer = await t.signup();
    for (const productId of [randomUUID(), 'not-an-id', "' OR 1=1 --"]) {
      expect(expectError(await addToCart(customer, { productId }), 404), productId).toBe('Product not found');
    }
    expect((await cartOf(customer)).products).toEqual([]);
  });

  it('[SERVER-28] [SERVER-14] a quantity that is not a whole number, or 0, or no product is a 400 {msg}', async () => {
    const customer = await t.signup();
    const ragi = await addProduct(t.db, { title: 'Ragi', quantity: 10 });
    for (const body of [
      { productId: ragi.id, quantity: 1.5 },
      { productId: ragi.id, quantity: '2' },
      { productId: ragi.id, quantity: 0 },
      { quantity: 1 },
      { productId: '  ' },
    ]) {
      expectError(await addToCart(customer, body), 400);
    }
    expectError(await call(t.app, 'POST', paths.addToCart, { headers: customer.headers }), 400);
    expect((await cartOf(customer)).products).toEqual([]);
  });

  it('[SERVER-15] [SERVER-29] prices and totals sent by a client are ignored', async () => {
    const customer = await t.signup();
    const ghee = await addProduct(t.db, { title: 'A2 Cow Ghee', pricePaise: 89_900, quantity: 5 });
    const response = await addToCart(customer, {
      productId: ghee.id,
      quantity: 2,
      price: 1,
      totalAmount: 0.01,
      product: { price: 0 },
    });
    expect(response.statusCode).toBe(200);
    expect(cartResponseSchema.parse(response.json()).data).toMatchObject({
      totalAmount: 1798,
      products: [{ quantity: 2, price: 1798, product: { price: 899 } }],
    });
  });

  it('[SERVER-29] charges the discounted price while a special offer is active, rounded half up to the paisa', async () => {
    const customer = await t.signup();
    const onOffer = await addProduct(t.db, {
      title: 'Cold-pressed Groundnut Oil',
      pricePaise: 1005,
      discountPercent: 10,
      discountExpiry: new Date(Date.now() + hour),
    });
    const expired = await addProduct(t.db, {
      title: 'Sesame Oil',
      pricePaise: 25_000,
      discountPercent: 20,
      discountExpiry: new Date(Date.now() - hour),
    });
    await addToCart(customer, { productId: onOffer.id, quantity: 3 });
    await addToCart(customer, { productId: expired.id });
    const cart = await cartOf(customer);
    // 10.05 less 10% is 9.045: 9.05 a unit, half up.
    expect(cart.products.map((line) => [line.product.price, line.price])).toEqual([
      [9.05, 27.15],
      [250, 250],
    ]);
    expect(cart.totalAmount).toBe(277.15);
  });

  it('[SERVER-29] prices a cart at the catalogue price of now, not of when it was added', async () => {
    const customer = await t.signup();
    const millet = await addProduct(t.db, { title: 'Foxtail Millet', pricePaise: 9000 });
    await addToCart(customer, { productId: millet.id, quantity: 2 });
    await setDefaultPack(t.db, millet.id, { pricePaise: 9550 });
    expect((await cartOf(customer)).totalAmount).toBe(191);
  });

  it('[SERVER-04] is a 401 {msg} without a token', async () => {
    const rice = await addProduct(t.db);
    expectError(await call(t.app, 'POST', paths.addToCart, { body: { productId: rice.id, quantity: 1 } }), 401);
  });
});

describe('POST /api/cart/addcart', () => {
  it('[API-29] adds one unit and answers 201 {cartItem}', async () => {
    const customer = await t.signup();
    const poha = await addProduct(t.db, { title: 'Red Poha', pricePaise: 6550, quantity: 3 });
    const response = await call(t.app, 'POST', paths.addOneToCart, {
      headers: customer.headers,
      body: { productId: poha.id, quantity: 1 },
    });
    expect(response.statusCode).toBe(201);
    const { cartItem } = cartItemResponseSchema.parse(response.json());
    expect(cartItem).toMatchObject({ product: { _id: poha.id, price: 65.5 }, quantity: 1, price: 65.5 });

    const again = await call(t.app, 'POST', paths.addOneToCart, {
      headers: customer.headers,
      body: { productId: poha.id, quantity: 1, price: 0.5 },
    });
    expect(cartItemResponseSchema.parse(again.json()).cartItem).toMatchObject({ quantity: 2, price: 131 });
  });

  it('[SERVER-28] refuses an unknown product (404) and more than the stock (409)', async () => {
    const customer = await t.signup();
    const scarce = await addProduct(t.db, { title: 'Wild Honey', quantity: 1 });
    const add = (productId: string) =>
      call(t.app, 'POST', paths.addOneToCart, { headers: customer.headers, body: { productId, quantity: 1 } });
    expect((await add(scarce.id)).statusCode).toBe(201);
    expect(expectError(await add(scarce.id), 409)).toBe('Only 1 left of Wild Honey');
    expectError(await add(randomUUID()), 404);
  });

  it('[SERVER-04] is a 401 {msg} without a token', async () => {
    const rice = await addProduct(t.db);
    expectError(await call(t.app, 'POST', paths.addOneToCart, { body: { productId: rice.id, quantity: 1 } }), 401);
  });
});

describe('DELETE /cart/deletcart/{productId} and DELETE /api/cart/deletcart/{productId}', () => {
  it("[API-26] [API-30] removes the product's line and answers 200 {data: cart, msg}", async () => {
    const customer = await t.signup();
    const [urad, moong] = [
      await addProduct(t.db, { title: 'Urad Dal' }),
      await addProduct(t.db, { title: 'Moong Dal' }),
    ];
    for (const [path, product] of [
      [paths.removeFromCart, urad],
      [paths.removeCartItem, moong],
    ] as const) {
      await addToCart(customer, { productId: urad.id });
      await addToCart(customer, { productId: moong.id, quantity: 2 });
      const response = await call(t.app, 'DELETE', path(product.id), {
        headers: { ...customer.headers, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(200);
      const { data, msg } = cartResponseSchema.parse(response.json());
      expect(msg).toEqual(expect.any(String));
      expect(data.products.map((line) => line.product._id)).not.toContain(product.id);
      expect(data.products).toHaveLength(1);
      await t.db.delete(cartItems).where(eq(cartItems.userId, customer.id));
    }
  });

  it('[SERVER-16] a product not in the cart, unknown or malformed is a 404 {msg}', async () => {
    const customer = await t.signup();
    const elsewhere = await addProduct(t.db);
    for (const path of [paths.removeFromCart, paths.removeCartItem]) {
      for (const id of [elsewhere.id, randomUUID(), 'not-an-id']) {
        expectError(await call(t.app, 'DELETE', path(id), { headers: customer.headers }), 404);
      }
    }
  });

  it('[SERVER-04] is a 401 {msg} without a token', async () => {
    const rice = await addProduct(t.db);
    for (const path of [paths.removeFromCart, paths.removeCartItem]) {
      expectError(await call(t.app, 'DELETE', path(rice.id)), 401);
    }
  });
});

describe('one cart per user', () => {
  it('[SERVER-27] a change through one path family is seen through the other', async () => {
    const customer = await t.signup();
    const [bajra, jowar] = [await addProduct(t.db, { title: 'Bajra' }), await addProduct(t.db, { title: 'Jowar' })];
    await addToCart(customer, { productId: bajra.id, quantity: 2 });
    await call(t.app, 'POST', paths.addOneToCart, {
      headers: customer.headers,
      body: { productId: jowar.id, quantity: 1 },
    });
    await call(t.app, 'POST', paths.addOneToCart, {
      headers: customer.headers,
      body: { productId: bajra.id, quantity: 1 },
    });

    const viaCart = await cartOf(customer, paths.cart);
    const viaApi = await cartOf(customer, paths.cartItems);
    expect(viaApi).toEqual(viaCart);
    expect(viaCart.products.map((line) => [line.product._id, line.quantity])).toEqual([
      [bajra.id, 3],
      [jowar.id, 1],
    ]);

    await call(t.app, 'DELETE', paths.removeCartItem(bajra.id), { headers: customer.headers });
    expect((await cartOf(customer, paths.cart)).products.map((line) => line.product._id)).toEqual([jowar.id]);
    await call(t.app, 'DELETE', paths.removeFromCart(jowar.id), { headers: customer.headers });
    expect((await cartOf(customer, paths.cartItems)).products).toEqual([]);
  });

  it("[SERVER-11] a user never reads or changes another user's cart", async () => {
    const asha = await t.signup();
    const bala = await t.signup();
    const rice = await addProduct(t.db, { title: 'Ambemohar Rice', quantity: 10 });
    await addToCart(asha, { productId: rice.id, quantity: 2 });

    expect((await cartOf(bala)).products).toEqual([]);
    expect((await cartOf(bala, paths.cartItems)).products).toEqual([]);
    for (const path of [paths.removeFromCart, paths.removeCartItem]) {
      expectError(await call(t.app, 'DELETE', path(rice.id), { headers: bala.headers }), 404);
    }
    // An owner named in the body is not trusted: the line goes to the token's user.
    await addToCart(bala, { productId: rice.id, quantity: 1, userId: asha.id, user: asha.id });
    expect((await cartOf(asha)).products.map((line) => line.quantity)).toEqual([2]);
    expect((await cartOf(bala)).products.map((line) => line.quantity)).toEqual([1]);
  });
});
