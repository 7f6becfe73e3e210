// A cart change sent again with the key of its first try is made once (issue 35): the
// storefront's service worker keys every change, and sends a change again when the network
// dropped before its answer came, though the shop may have made it. Runs on PostgreSQL too:
// two tries of one change at once must meet on the key's row, not both pass.
import { randomUUID } from 'node:crypto';
import { cartItemResponseSchema, cartResponseSchema, errorSchema, paths } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { addProduct, call } from './shop-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const keyed = (customer: TestCustomer, key: string) => ({ ...customer.headers, 'idempotency-key': key });

/** POST /cart/addcart with the change's key. */
const addKeyed = (customer: TestCustomer, key: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', paths.addToCart, { headers: keyed(customer, key), body });

async function quantities(customer: TestCustomer) {
  const { data } = cartResponseSchema.parse(
    (await call(t.app, 'GET', paths.cart, { headers: customer.headers })).json(),
  );
  return Object.fromEntries(data.products.map((line) => [line.product.title, line.quantity]));
}

describe('a cart change with an Idempotency-Key', () => {
  it('adds once however often it is sent, on either path family, and answers as made', async () => {
    const customer = await t.signup();
    const ragi = await addProduct(t.db, { title: 'Ragi Flour', quantity: 10 });
    const key = randomUUID();
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await addKeyed(customer, key, { productId: ragi.id, quantity: 2 });
      expect(answer.statusCode).toBe(200);
      expect(cartResponseSchema.parse(answer.json()).data.products[0]?.quantity).toBe(2);
    }
    const oneKey = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await call(t.app, 'POST', paths.addOneToCart, {
        headers: keyed(customer, oneKey),
        body: { productId: ragi.id, quantity: 1 },
      });
      expect(answer.statusCode).toBe(201);
      expect(cartItemResponseSchema.parse(answer.json()).cartItem.quantity).toBe(3);
    }
    // A new key is a new change; no key, as from a page without the worker, is always one.
    await addKeyed(customer, randomUUID(), { productId: ragi.id });
    await call(t.app, 'POST', paths.addToCart, { headers: customer.headers, body: { productId: ragi.id } });
    expect(await quantities(customer)).toEqual({ 'Ragi Flour': 5 });
  });

  it('removes once: the removal sent again is answered with the cart, not "not in your cart"', async () => {
    const customer = await t.signup();
    const jowar = await addProduct(t.db, { title: 'Jowar', quantity: 5 });
    await call(t.app, 'POST', paths.addToCart, { headers: customer.headers, body: { productId: jowar.id } });
    const key = randomUUID();
    for (const path of [paths.removeFromCart, paths.removeCartItem]) {
      const answer = await call(t.app, 'DELETE', path(jowar.id), { headers: keyed(customer, key) });
      expect(answer.statusCode).toBe(200);
      expect(cartResponseSchema.parse(answer.json()).data.products).toEqual([]);
    }
  });

  it('belongs to its user: the same key from another shopper is their own change', async () => {
    const [asha, ravi] = [await t.signup(), await t.signup()];
    const poha = await addProduct(t.db, { title: 'Red Poha', quantity: 5 });
    const key = randomUUID();
    for (const customer of [asha, ravi]) {
      await addKeyed(customer, key, { productId: poha.id });
      expect(await quantities(customer)).toEqual({ 'Red Poha': 1 });
    }
  });

  it('is not used up by a refusal: the change refused for stock is refused again', async () => {
    const customer = await t.signup();
    const honey = await addProduct(t.db, { title: 'Wild Honey', quantity: 1 });
    const key = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await addKeyed(customer, key, { productId: honey.id, quantity: 2 });
      expect(answer.statusCode).toBe(409);
      expect(errorSchema.parse(answer.json()).msg).toBe('Only 1 left of Wild Honey');
    }
  });

  it('sent twice at once is made once', async () => {
    const customer = await t.signup();
    const millet = await addProduct(t.db, { title: 'Foxtail Millet', quantity: 50 });
    const key = randomUUID();
    const tries = await Promise.all(Array.from({ length: 4 }, () => addKeyed(customer, key, { productId: millet.id })));
    expect(tries.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await quantities(customer)).toEqual({ 'Foxtail Millet': 1 });
  });

  it('is 8 to 100 letters, digits, - or _; anything else is a 400 {msg} and changes nothing', async () => {
    const customer = await t.signup();
    const dal = await addProduct(t.db, { title: 'Toor Dal', quantity: 5 });
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'semi;colon-key']) {
      const answer = await addKeyed(customer, key, { productId: dal.id });
      expect(answer.statusCode).toBe(400);
      expect(errorSchema.parse(answer.json()).msg).toBe('Idempotency-Key must be 8 to 100 letters, digits, - or _');
    }
    expect(await quantities(customer)).toEqual({});
  });
});
