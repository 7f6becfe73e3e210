// A small shop made through the API of a running server process, and what a restored copy of
// it must serve the same: for the backup round trip.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { categorySchema, loginResponseSchema, paths, productSchema, type CheckoutRequest } from '@dhanya/api/contract';
import pg from 'pg';
import { expect } from 'vitest';
import { testPicture } from './images.js';
import { shopAdmin, type ServerProcess } from './server-process.js';

export const customer = { email: 'meera@example.in', password: 'rice-and-dal' };

type Fields = Record<string, string | { bytes: Buffer; name: string }>;

/** A call to the shop: JSON when `json` is given, a multipart form when `form` is. */
export async function call(
  shop: ServerProcess,
  route: string,
  {
    method = 'GET',
    token,
    json,
    form,
    headers: extra = {},
  }: { method?: string; token?: string; json?: unknown; form?: Fields; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extra, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  let body: string | FormData | undefined;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = new FormData();
    for (const [name, value] of Object.entries(form)) {
      if (typeof value === 'string') body.append(name, value);
      else body.append(name, new Blob([new Uint8Array(value.bytes)], { type: 'image/png' }), value.name);
    }
  }
  return fetch(shop.url(route), { method, headers, ...(body === undefined ? {} : { body }) });
}

async function expectStatus(response: Response, status: number): Promise<unknown> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return text ? JSON.parse(text) : undefined;
}

export async function signIn(shop: ServerProcess, credentials: { email: string; password: string }): Promise<string> {
  const answer = await expectStatus(await call(shop, paths.login, { method: 'POST', json: credentials }), 200);
  return loginResponseSchema.parse(answer).token;
}

const picture = async (colour: string) => ({ bytes: await testPicture('png', { colour }), name: 'photo.png' });

/** A product with a picture, through POST /api/product/add; answers its id. */
export async function addPicturedProduct(
  shop: ServerProcess,
  admin: string,
  category: string,
  title: string,
  colour = '#2e7d32',
): Promise<string> {
  const answer = await call(shop, paths.addProduct, {
    method: 'POST',
    token: admin,
    form: {
      title,
      description: 'Grown near Raichur',
      quantity: '25',
      price: '120.50',
      category,
      image: await picture(colour),
    },
  });
  return productSchema.parse(await expectStatus(answer, 201))._id;
}

/** A category and two products with pictures, a customer, and the customer's order. */
export async function fillShop(shop: ServerProcess): Promise<void> {
  const admin = await signIn(shop, shopAdmin);
  const category = categorySchema.parse(
    await expectStatus(
      await call(shop, paths.addCategory, {
        method: 'POST',
        token: admin,
        form: { name: 'Rice', image: await picture('#8d6e63') },
      }),
      201,
    ),
  );
  const productIds: string[] = [];
  for (const [title, colour] of [
    ['Sona Masoori Rice', '#2e7d32'],
    ['Kolam Rice', '#f9a825'],
  ] as const) {
    productIds.push(await addPicturedProduct(shop, admin, category._id, title, colour));
  }

  const signup = {
    firstName: 'Meera',
    lastName: 'Iyer',
    phoneNumber: '98450 12345',
    countryCode: '+91',
    country: 'India',
    region: 'Karnataka',
    ...customer,
    confirmPassword: customer.password,
  };
  await expectStatus(await call(shop, paths.signup, { method: 'POST', json: signup }), 201);
  const token = await signIn(shop, customer);
  const quantity = 2;
  await expectStatus(
    await call(shop, paths.addToCart, { method: 'POST', token, json: { productId: productIds[0], quantity } }),
    200,
  );
  const address: CheckoutRequest = {
    paymentType: 'cash',
    firstName: 'Meera',
    lastName: 'Iyer',
    address: '12 Mandi Road',
    city: 'Hubballi',
    state: 'Karnataka',
    zip: '580020',
  };
  await expectStatus(await call(shop, paths.checkout, { method: 'POST', token, json: address }), 201);
}

/** What the two shops must agree on; users without their last sign-in, which signing in changes. */
export async function shopContents(shop: ServerProcess) {
  const admin = await signIn(shop, shopAdmin);
  const read = async (route: string) => expectStatus(await call(shop, route, { token: admin }), 200);
  const { users } = (await read(paths.users)) as { users: Array<Record<string, unknown>> };
  return {
    categories: await read(paths.categories),
    products: await read(paths.products),
    orders: await read(paths.adminOrders),
    users: users.map(({ lastLogin: _lastLogin, ...user }) => user),
  };
}

/** Every file in DATA_DIR/uploads as `<kind>/<file>` (none when there is no such folder). */
export function uploadedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every stored upload as `<kind>/<file>`: rows of `uploads` with a database URL, else files on disk. */
export async function storedUploads(dataDir: string, databaseUrl: string | undefined): Promise<string[]> {
  if (!databaseUrl) return uploadedFiles(dataDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ file: string }>(`select kind || '/' || file_name as file from uploads`);
    return rows.map((row) => row.file).sort();
  } finally {
    await client.end();
  }
}

export interface FreshDatabase {
  url: string;
  /** Runs one statement in the database and answers its rows. */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/** A new, empty database on the TEST_DATABASE_URL server, and a way to drop it. */
export async function freshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `dhanya_backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const run = async <Row extends pg.QueryResultRow>(connectionString: string, text: string, values?: unknown[]) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query<Row>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  await run(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: url.href,
    query: (text, values) => run(url.href, text, values),
    drop: async () => void (await run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
