import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { categories, products, type Product } from '../src/db/schema.js';

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
