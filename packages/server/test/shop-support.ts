import { type CheckoutRequest, paths, shopSettingsSchema, type ShopSettings } from '@dhanya/api/contract';
import type { z } from 'zod';
import { savePage } from '../src/modules/content/site-content.js';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { categories, productPacks, products, type Product, type ProductPack } from '../src/db/schema.js';

export type NewTestProduct = Partial<Omit<typeof products.$inferInsert, 'categoryId'>>;

/** A product written straight to the database (the catalog module is not needed). */
export async function addProduct(db: Database, product: NewTestProduct = {}): Promise<Product> {
  const [category] = await db
    .insert(categories)
    .values({ name: `Category ${randomUUID()}` })
    .returning({ id: categories.id });
  const [row] = await db
    .insert(products)
    .values({
      title: 'Sona Masoori Rice',
      description: 'Lightweight and aromatic, from Raichur',
      quantity: 20,
      pricePaise: 3310,
      ...product,
      categoryId: category!.id,
    })
    .returning();
  return row!;
}

/** The product's default pack (the database gives every product one). */
export async function defaultPackOf(db: Database, productId: string): Promise<ProductPack> {
  const [pack] = await db
    .select()
    .from(productPacks)
    .where(eq(productPacks.productId, productId))
    .orderBy(asc(productPacks.position), asc(productPacks.createdAt), asc(productPacks.id))
    .limit(1);
  if (!pack) throw new Error(`Product ${productId} has no pack`);
  return pack;
}

/** Changes the default pack's stock or price, as the product's `quantity` and `pricePaise` show them. */
export async function setDefaultPack(
  db: Database,
  productId: string,
  values: { stock?: number; pricePaise?: number },
): Promise<void> {
  const pack = await defaultPackOf(db, productId);
  await db.update(productPacks).set(values).where(eq(productPacks.id, pack.id));
}

/** A cart line of the product's default pack, written straight to the database. */
export async function cartLineOf(db: Database, userId: string, productId: string, quantity: number) {
  return { userId, productId, packId: (await defaultPackOf(db, productId)).id, quantity };
}

export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db.select({ quantity: products.quantity }).from(products).where(eq(products.id, productId));
  return row!.quantity;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  headers?: Record<string, string>;
  body?: unknown;
  remoteAddress?: string;
}

/** `app.inject` with a JSON body and the caller's headers. */
export function call(app: App, method: Method, url: string, { headers = {}, body, remoteAddress }: CallOptions = {}) {
  return app.inject({
    method,
    url,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

type ShopSettingsInput = z.input<typeof shopSettingsSchema>;

/** Saves shop settings over the defaults, as the Settings tab would. */
export async function saveShopSettings(db: Database, settings: ShopSettingsInput): Promise<ShopSettings> {
  return savePage(db, 'settings', shopSettingsSchema.parse(settings));
}

/** A shop that takes UPI payments to its own UPI ID. */
export const upiShop: ShopSettingsInput = { upiId: 'dhanya.stores@okaxis', upiPayeeName: 'Dhanya Stores' };

/** A checkout's delivery details, paid as `paymentType` says. */
export const checkoutForm = (paymentType: CheckoutRequest['paymentType']): CheckoutRequest => ({
  paymentType,
  firstName: 'Lakshmi',
  address: '7 Temple Street',
  city: 'Mysuru',
  state: 'Karnataka',
  zip: '570001',
});

/** The customer buys one unit of a new product, paid as `paymentType` says; answers the order's id. */
export async function placeOrderOf(
  t: { app: App; db: Database },
  customer: { headers: Record<string, string> },
  paymentType: CheckoutRequest['paymentType'] = 'upi',
): Promise<string> {
  const product = await addProduct(t.db, { title: 'Foxtail Millet', pricePaise: 9900, quantity: 10 });
  const added = await call(t.app, 'POST', paths.addToCart, {
    headers: customer.headers,
    body: { productId: product.id, quantity: 1 },
  });
  if (added.statusCode !== 200) throw new Error(`Adding to the cart failed: ${added.body}`);
  const placed = await call(t.app, 'POST', paths.simpleCheckout, {
    headers: customer.headers,
    body: checkoutForm(paymentType),
  });
  if (placed.statusCode !== 200) throw new Error(`The checkout failed: ${placed.body}`);
  return (placed.json() as { orderId: string }).orderId;
}

/** A sign-up the spec's rules accept, as the storefront's form sends it; `password` fills both fields. */
export function signupBody(email: string, password = 'ragi-mudde-6', overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Lakshmi',
    lastName: 'Iyer',
    email,
    phoneNumber: '9845012345',
    countryCode: '+91',
    password,
    confirmPassword: password,
    country: 'India',
    region: 'Karnataka',
    ...overrides,
  };
}
