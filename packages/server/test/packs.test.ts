import {
  cartResponseSchema,
  errorSchema,
  myOrdersResponseSchema,
  paths,
  productListSchema,
  productPageSchema,
  productSchema,
  type PackInput,
  type Product,
} from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPacks } from '../src/db/schema.js';
import { catalogTestKit, type CatalogTestKit } from './catalog-support.js';
import { createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { call } from './shop-support.js';

let t: TestApp;
let kit: CatalogTestKit;

beforeAll(async () => {
  t = await createTestApp();
  kit = await catalogTestKit(t);
});
afterAll(() => t.close());

let skuCounter = 0;
const sku = (stem: string) => `${stem}-${++skuCounter}`;

const oneKg = (stock = 50): PackInput => ({
  label: '1 kg',
  netQuantity: 1,
  unit: 'kg',
  price: 189,
  quantity: stock,
  sku: sku('BAS-1KG'),
});
const fiveKg = (stock = 20): PackInput => ({
  label: '5 kg',
  netQuantity: 5,
  unit: 'kg',
  price: 849,
  mrp: 925,
  quantity: stock,
  sku: sku('BAS-5KG'),
});

async function addPacked(packs: PackInput[], title = 'Aged Basmati Rice'): Promise<Product> {
  const category = (await kit.addCategory())._id;
  const response = await kit.send('POST', paths.addProduct, {
    title,
    description: 'Aged for a year in Haryana',
    quantity: '0',
    price: '0',
    category,
    packs: JSON.stringify(packs),
  });
  expect(response.statusCode, response.body).toBe(201);
  return productSchema.parse(response.json());
}

async function updatePacked(product: Product, packs: PackInput[]) {
  return kit.send('PUT', paths.updateProduct(product._id), {
    title: product.title,
    description: product.description,
    quantity: '0',
    price: '0',
    category: product.category!._id,
    packs: JSON.stringify(packs),
  });
}

async function productView(id: string): Promise<Product> {
  const response = await call(t.app, 'GET', paths.product(id));
  expect(response.statusCode, response.body).toBe(200);
  return productSchema.parse(response.json());
}

const cartOf = async (customer: TestCustomer) =>
  cartResponseSchema.parse((await call(t.app, 'GET', paths.cart, { headers: customer.headers })).json()).data;

const addToCart = (customer: TestCustomer, body: { productId: string; packId?: string; quantity?: number }) =>
  call(t.app, 'POST', paths.addToCart, { headers: customer.headers, body });

const checkoutForm = {
  paymentType: 'cash',
  firstName: 'Meera',
  address: '12 Temple Road',
  city: 'Mysuru',
  state: 'Karnataka',
  zip: '570001',
};

describe('a product with packs', () => {
  it('[PACKS-01] is added with its packs in order: the first is the default the spec fields describe', async () => {
    const product = await addPacked([oneKg(50), fiveKg(20)]);
    expect(product.packs.map((pack) => [pack.label, pack.price, pack.mrp, pack.quantity])).toEqual([
      ['1 kg', 189, null, 50],
      ['5 kg', 849, 925, 20],
    ]);
    expect(product).toMatchObject({ price: 189, effectivePrice: 189, quantity: 50, priceFrom: 189 });
    expect(await productView(product._id)).toEqual(product);
  });

  it('[PACKS-02] is edited: packs are reordered, changed, added and removed, keeping the ids of those kept', async () => {
    const product = await addPacked([oneKg(), fiveKg()]);
    const [small, large] = product.packs;
    const response = await updatePacked(product, [
      { ...fiveKg(7), _id: large!._id, sku: large!.sku, price: 799 },
      { label: '10 kg', netQuantity: 10, unit: 'kg', price: 1549, quantity: 4, sku: sku('BAS-10KG') },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const edited = await productView(product._id);
    expect(edited.packs.map((pack) => [pack.label, pack.price, pack.quantity])).toEqual([
      ['5 kg', 799, 7],
      ['10 kg', 1549, 4],
    ]);
    expect(edited.packs[0]!._id).toBe(large!._id);
    expect(edited.packs.some((pack) => pack._id === small!._id)).toBe(false);
    expect(edited).toMatchObject({ price: 799, quantity: 7, priceFrom: 799 });
  });

  it('[PACKS-03] two packs may trade SKUs in one edit', async () => {
    const product = await addPacked([oneKg(), fiveKg()]);
    const [small, large] = product.packs;
    const swapped = await updatePacked(product, [
      { ...oneKg(), _id: small!._id, sku: large!.sku },
      { ...fiveKg(), _id: large!._id, sku: small!.sku },
    ]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((await productView(product._id)).packs.map((pack) => pack.sku)).toEqual([large!.sku, small!.sku]);
  });

  it('[PACKS-04] refuses a SKU another product uses (409, naming it), in any case, and changes nothing', async () => {
    const first = await addPacked([oneKg()], 'Sona Masoori Rice');
    const second = await addPacked([oneKg()]);
    const taken = first.packs[0]!.sku;
    const response = await updatePacked(second, [{ ...fiveKg(), sku: taken.toLowerCase() }]);
    expect(response.statusCode).toBe(409);
    expect(errorSchema.parse(response.json()).msg).toBe(`SKU ${taken} is already used by Sona Masoori Rice`);
    expect((await productView(second._id)).packs).toEqual(second.packs);
  });

  it.each([
    ['no pack', [], 'A product needs at least one pack'],
    [
      'two packs with one SKU',
      [
        { ...oneKg(), sku: 'SAME' },
        { ...fiveKg(), sku: 'same' },
      ],
      'Each pack needs its own SKU',
    ],
    ['two packs with one label', [oneKg(), { ...fiveKg(), label: '1 KG' }], 'Each pack needs its own label'],
    ['an MRP below the price', [{ ...fiveKg(), mrp: 800 }], 'MRP cannot be less than the price'],
    ['a unit nobody sells in', [{ ...oneKg(), unit: 'bushel' }], 'Unit must be one of g, kg, ml, L, piece'],
    ['a net quantity of 0', [{ ...oneKg(), netQuantity: 0 }], 'Net quantity must be a number more than 0'],
    ['negative stock', [{ ...oneKg(), quantity: -1 }], 'Stock must be a whole number of 0 or more'],
    [
      'a price in tenths of paise',
      [{ ...oneKg(), price: 10.005 }],
      'Price must be a number of 0 or more with at most 2 decimals',
    ],
  ])('[PACKS-05] refuses %s with 400 and the reason', async (_case, packs, message) => {
    const category = (await kit.addCategory())._id;
    const response = await kit.send('POST', paths.addProduct, {
      title: 'Refused Rice',
      description: 'Never stored',
      quantity: '1',
      price: '1',
      category,
      packs: JSON.stringify(packs),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toContain(message);
  });

  it('[PACKS-21] a pack sent without a SKU, or a blank one, gets one made, unique in the shop', async () => {
    const { sku: _none, ...noSku } = oneKg();
    const product = await addPacked([noSku, { ...fiveKg(), sku: '  ' }]);
    const [small, large] = product.packs.map((pack) => pack.sku);
    expect(small).toMatch(/^DH-[0-9A-F]{12}$/);
    expect(large).toMatch(/^DH-[0-9A-F]{12}$/);
    expect(small).not.toBe(large);
    // Kept as made on the next edit that sends it back.
    const edited = await updatePacked(product, [{ ...noSku, _id: product.packs[0]!._id, sku: small }]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await productView(product._id)).packs.map((pack) => pack.sku)).toEqual([small]);
  });

  it("[PACKS-06] refuses another product's pack id (400)", async () => {
    const other = await addPacked([oneKg()]);
    const product = await addPacked([oneKg()]);
    const response = await updatePacked(product, [{ ...fiveKg(), _id: other.packs[0]!._id }]);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).toBe("That pack is not one of this product's");
  });
});

describe("the spec's calls, which know nothing of packs", () => {
  it('[PACKS-07] add makes one "1 pack" pack; update changes its price and stock and leaves other packs be', async () => {
    const plain = await kit.addProduct({ title: 'Jaggery Powder', quantity: '12', price: '85.00' });
    expect(plain.packs).toEqual([
      expect.objectContaining({ label: '1 pack', netQuantity: 1, unit: 'piece', price: 85, quantity: 12 }),
    ]);
    expect(plain.priceFrom).toBe(85);

    const packed = await addPacked([oneKg(50), fiveKg(20)]);
    const response = await kit.send('PUT', paths.updateProduct(packed._id), {
      title: packed.title,
      description: packed.description,
      quantity: '9',
      price: '199.00',
      category: packed.category!._id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await productView(packed._id);
    expect(after.packs.map((pack) => [pack.label, pack.price, pack.quantity])).toEqual([
      ['1 kg', 199, 9],
      ['5 kg', 849, 20],
    ]);
  });

  it('[PACKS-08] a cart add without a pack is the default pack; with one, that pack, on a line of its own', async () => {
    const product = await addPacked([oneKg(50), fiveKg(20)]);
    const [small, large] = product.packs;
    const customer = await t.signup();
    expect((await addToCart(customer, { productId: product._id, quantity: 2 })).statusCode).toBe(200);
    expect((await addToCart(customer, { productId: product._id, packId: large!._id, quantity: 1 })).statusCode).toBe(
      200,
    );
    expect((await addToCart(customer, { productId: product._id, packId: large!._id, quantity: 1 })).statusCode).toBe(
      200,
    );
    const cart = await cartOf(customer);
    expect(cart.products.map((line) => [line.pack.label, line.quantity, line.product.price, line.price])).toEqual([
      ['1 kg', 2, 189, 378],
      ['5 kg', 2, 849, 1698],
    ]);
    expect(cart.products.map((line) => line.pack._id)).toEqual([small!._id, large!._id]);
    expect(cart.totalAmount).toBe(2076);
  });

  it("[PACKS-09] a pack's stock bounds its own line (409 naming the pack), not its product's other packs", async () => {
    const product = await addPacked([oneKg(50), fiveKg(2)]);
    const customer = await t.signup();
    const large = product.packs[1]!._id;
    const refused = await addToCart(customer, { productId: product._id, packId: large, quantity: 3 });
    expect(refused.statusCode).toBe(409);
    expect(errorSchema.parse(refused.json()).msg).toBe('Only 2 left of Aged Basmati Rice · 5 kg');
    const other = await addPacked([oneKg()]);
    const foreign = await addToCart(customer, { productId: product._id, packId: other.packs[0]!._id });
    expect(foreign.statusCode).toBe(404);
  });

  it('[PACKS-10] remove with ?packId= takes that line; without, every line of the product', async () => {
    const product = await addPacked([oneKg(), fiveKg()]);
    const [small, large] = product.packs;
    const customer = await t.signup();
    await addToCart(customer, { productId: product._id, packId: small!._id });
    await addToCart(customer, { productId: product._id, packId: large!._id });
    const one = await call(t.app, 'DELETE', `${paths.removeFromCart(product._id)}?packId=${large!._id}`, {
      headers: customer.headers,
    });
    expect(one.statusCode).toBe(200);
    expect((await cartOf(customer)).products.map((line) => line.pack.label)).toEqual(['1 kg']);
    await addToCart(customer, { productId: product._id, packId: large!._id });
    const all = await call(t.app, 'DELETE', paths.removeCartItem(product._id), { headers: customer.headers });
    expect(all.statusCode).toBe(200);
    expect((await cartOf(customer)).products).toEqual([]);
  });
});

describe('checkout of packs', () => {
  it('[PACKS-11] takes stock of the pack bought alone, and the order keeps its label and unit price', async () => {
    const product = await addPacked([oneKg(50), fiveKg(20)]);
    const large = product.packs[1]!;
    const customer = await t.signup();
    await addToCart(customer, { productId: product._id, packId: large._id, quantity: 2 });
    const placed = await call(t.app, 'POST', paths.checkout, { headers: customer.headers, body: checkoutForm });
    expect(placed.statusCode, placed.body).toBe(201);

    const after = await productView(product._id);
    expect(after.packs.map((pack) => pack.quantity)).toEqual([50, 18]);
    expect(after.quantity).toBe(50);

    // A later price change and a new label change nothing of what was bought.
    await t.db.update(productPacks).set({ pricePaise: 1, label: '5 kg bag' }).where(eq(productPacks.id, large._id));
    const orders = myOrdersResponseSchema.parse(
      (await call(t.app, 'GET', paths.myOrders, { headers: customer.headers })).json(),
    ).orders;
    expect(orders[0]!.products).toEqual([
      {
        product: { _id: product._id, title: 'Aged Basmati Rice', image: null },
        pack: { _id: large._id, label: '5 kg' },
        quantity: 2,
        unitPrice: 849,
        price: 1698,
      },
    ]);
    expect(orders[0]!.totalAmount).toBe(1698);
  });

  it('[PACKS-12] [SERVER-33] 12 shoppers racing for the last 3 of one pack: 3 orders, that pack at 0, the other untouched', async () => {
    const product = await addPacked([oneKg(40), fiveKg(3)]);
    const [small, large] = product.packs;
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => t.signup()));
    for (const shopper of shoppers) {
      // Every cart holds the scarce pack and one of the other, so their locks interleave.
      await addToCart(shopper, { productId: product._id, packId: small!._id, quantity: 1 });
      await addToCart(shopper, { productId: product._id, packId: large!._id, quantity: 1 });
    }
    const answers = await Promise.all(
      shoppers.map((shopper, index) =>
        call(t.app, 'POST', index % 2 ? paths.checkout : paths.simpleCheckout, {
          headers: shopper.headers,
          body: checkoutForm,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode < 300)).toHaveLength(3);
    const lost = answers.filter((answer) => answer.statusCode === 409);
    expect(lost).toHaveLength(9);
    for (const answer of lost) {
      expect(errorSchema.parse(answer.json()).msg).toBe('Aged Basmati Rice · 5 kg is out of stock');
    }
    const after = await productView(product._id);
    expect(after.packs.map((pack) => pack.quantity)).toEqual([37, 0]);
  });
});

describe('offers on packs', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const offer = (body: object) => call(t.app, 'POST', paths.addSpecialOffer, { headers: kit.adminHeaders, body });

  it('[PACKS-13] an offer on one pack prices that pack alone; the product is listed among the offers', async () => {
    const product = await addPacked([oneKg(), fiveKg()]);
    const large = product.packs[1]!;
    expect(
      (await offer({ productId: product._id, packId: large._id, discount: 10, discountExpiry: inDays(3) })).statusCode,
    ).toBe(201);
    const after = await productView(product._id);
    expect(after.packs.map((pack) => [pack.effectivePrice, pack.discount])).toEqual([
      [189, null],
      [764.1, 10],
    ]);
    expect(after).toMatchObject({ effectivePrice: 189, discount: null, priceFrom: 189 });
    const listed = productListSchema.parse((await call(t.app, 'GET', paths.specialOffers)).json());
    expect(listed.map((each) => each._id)).toContain(product._id);

    const again = await offer({ productId: product._id, packId: large._id, discount: 20, discountExpiry: inDays(3) });
    expect(again.statusCode).toBe(409);
    expect(errorSchema.parse(again.json()).msg).toBe('This pack is already on special offer');

    const removed = await call(t.app, 'DELETE', `${paths.removeSpecialOffer(product._id)}?packId=${large._id}`, {
      headers: kit.adminHeaders,
    });
    expect(removed.statusCode).toBe(200);
    const ended = await productView(product._id);
    expect(ended.packs.map((pack) => [pack.label, pack.effectivePrice])).toEqual([
      ['1 kg', 189],
      ['5 kg', 849],
    ]);
  });

  it("[PACKS-14] a product's offer prices every pack, a pack's own offer over it, and the cart charges what is shown", async () => {
    const product = await addPacked([oneKg(), fiveKg()]);
    const large = product.packs[1]!;
    expect((await offer({ productId: product._id, discount: 5, discountExpiry: inDays(3) })).statusCode).toBe(201);
    expect(
      (await offer({ productId: product._id, packId: large._id, discount: 20, discountExpiry: inDays(2) })).statusCode,
    ).toBe(201);
    const after = await productView(product._id);
    expect(after.packs.map((pack) => [pack.effectivePrice, pack.discount])).toEqual([
      [179.55, 5],
      [679.2, 20],
    ]);
    expect(after).toMatchObject({ effectivePrice: 179.55, discount: 5, priceFrom: 179.55 });
    const customer = await t.signup();
    await addToCart(customer, { productId: product._id, packId: large._id, quantity: 1 });
    expect((await cartOf(customer)).totalAmount).toBe(679.2);
  });

  it('[PACKS-15] a pack offer on a missing pack is a 404', async () => {
    const product = await addPacked([oneKg()]);
    const other = await addPacked([oneKg()]);
    const response = await offer({
      productId: product._id,
      packId: other.packs[0]!._id,
      discount: 10,
      discountExpiry: inDays(3),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('lists of products with packs', () => {
  it('[PACKS-16] sort and filter by the least a pack costs; "in stock" counts every pack; search finds a product once', async () => {
    const category = (await kit.addCategory('Pack Lists'))._id;
    const add = async (title: string, packs: PackInput[]) => {
      const response = await kit.send('POST', paths.addProduct, {
        title,
        description: 'Kolam rice from Wada',
        quantity: '0',
        price: '0',
        category,
        packs: JSON.stringify(packs),
      });
      expect(response.statusCode, response.body).toBe(201);
      return productSchema.parse(response.json());
    };
    const cheapSecond = await add('Wada Kolam Rice Bulk', [
      { ...fiveKg(5), price: 500 },
      { ...oneKg(5), price: 90 },
    ]);
    const soldOutDefault = await add('Wada Kolam Rice Small', [{ ...oneKg(0), price: 120 }, { ...fiveKg(4) }]);
    const page = async (query: string) =>
      productPageSchema.parse(
        (await call(t.app, 'GET', `${paths.products}?category=${category}&page=1&${query}`)).json(),
      );

    expect((await page('sort=price-asc')).products.map((product) => product._id)).toEqual([
      cheapSecond._id,
      soldOutDefault._id,
    ]);
    expect((await page('maxPrice=100')).products.map((product) => product._id)).toEqual([cheapSecond._id]);
    expect((await page('inStock=true')).total).toBe(2);

    const found = productListSchema.parse(
      (await call(t.app, 'GET', `${paths.search}?query=${encodeURIComponent('Wada Kolam')}`)).json(),
    );
    expect(found.map((product) => product._id).sort()).toEqual([cheapSecond._id, soldOutDefault._id].sort());
  });
});
