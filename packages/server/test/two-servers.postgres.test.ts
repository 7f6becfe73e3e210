// Two server processes behind an imagined load balancer, on one PostgreSQL database and
// nothing else shared (each has its own DATA_DIR): what one is told, the other knows.
import { randomBytes } from 'node:crypto';
import {
  carouselImageSchema,
  carouselResponseSchema,
  categorySchema,
  loginResponseSchema,
  paths,
  productSchema,
  type CheckoutRequest,
} from '@dhanya/api/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPicturedProduct, call, freshDatabase, signIn } from './backup-shop.js';
import { testPicture } from './images.js';
import { disposeServer, ensureServerBuilt, shopAdmin, startServer, type ServerProcess } from './server-process.js';

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;

/** How long a change made through one server may take to show through the other. */
const propagation = 1000;

describe.skipIf(!postgresUrl)('two servers on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let one: ServerProcess | undefined;
  let other: ServerProcess | undefined;
  let admin: string;
  let categoryId: string;

  beforeAll(async () => {
    await ensureServerBuilt();
    database = await freshDatabase(postgresUrl!);
    const env = {
      DATABASE_URL: database.url,
      // The same secret everywhere: a token signed by one server is good on the other.
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL: shopAdmin.email,
      ADMIN_PASSWORD: shopAdmin.password,
      RATE_LIMIT_MULTIPLIER: '100',
      // Behind the load balancer: each shopper's address comes in X-Forwarded-For.
      TRUST_PROXY: '1',
    };
    // Started at once, as a deployment starts them: one migrates and creates the admin, the other waits.
    [one, other] = await Promise.all([startServer({ env }), startServer({ env })]);
    admin = await signIn(one, shopAdmin);
    const category = await call(one, paths.addCategory, { method: 'POST', token: admin, form: { name: 'Rice' } });
    expect(category.status).toBe(201);
    categoryId = categorySchema.parse(await category.json())._id;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([disposeServer(one), disposeServer(other)]);
    await database?.drop();
  });

  const read = async (shop: ServerProcess, route: string) => {
    const response = await call(shop, route);
    expect(response.status, route).toBe(200);
    return response.json() as Promise<unknown>;
  };

  /** Polls `route` on `shop` until `seen` holds; answers how long that took. */
  async function timeUntilSeen(shop: ServerProcess, route: string, seen: (answer: unknown) => boolean) {
    const started = performance.now();
    while (!seen(await read(shop, route))) {
      if (performance.now() - started > 5 * propagation) throw new Error(`${route} never showed the change`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return performance.now() - started;
  }

  it('an admin edit through one is served by the other within a second', async () => {
    const id = await addPicturedProduct(one!, admin, categoryId, 'Sona Masoori Rice');
    const products = z.array(productSchema);
    // The other server's caches hold the shop as it is before the edits.
    const priceOn = async (shop: ServerProcess) => productSchema.parse(await read(shop, paths.product(id))).price;
    expect(await priceOn(other!)).toBe(120.5);
    await read(other!, paths.products);
    await read(other!, paths.categories);
    await read(other!, paths.carouselImages);

    const update = await call(one!, paths.updateProduct(id), {
      method: 'PUT',
      token: admin,
      form: {
        title: 'Sona Masoori Rice',
        description: 'New crop',
        quantity: '25',
        price: '99.75',
        category: categoryId,
      },
    });
    expect(update.status).toBe(200);
    const priceShown = await timeUntilSeen(other!, paths.product(id), (answer) => {
      return productSchema.parse(answer).price === 99.75;
    });
    const listShown = await timeUntilSeen(other!, paths.products, (answer) =>
      products.parse(answer).some((product) => product._id === id && product.price === 99.75),
    );

    const added = await call(one!, paths.addCategory, { method: 'POST', token: admin, form: { name: 'Millets' } });
    expect(added.status).toBe(201);
    const categoryShown = await timeUntilSeen(other!, paths.categories, (answer) =>
      z
        .array(categorySchema)
        .parse(answer)
        .some((category) => category.name === 'Millets'),
    );

    const slide = await call(one!, paths.addCarouselImage, {
      method: 'POST',
      // The other server's token: sessions live in the database, the secret is shared.
      token: await signIn(other!, shopAdmin),
      form: {
        title: 'Harvest',
        description: 'New rice',
        image: { bytes: await testPicture('png'), name: 'slide.png' },
      },
    });
    expect(slide.status).toBe(201);
    const { imageUrl } = carouselImageSchema.parse(await slide.json());
    const slideShown = await timeUntilSeen(other!, paths.carouselImages, (answer) =>
      carouselResponseSchema.parse(answer).images.some((image) => image.imageUrl === imageUrl),
    );

    for (const [what, ms] of Object.entries({ priceShown, listShown, categoryShown, slideShown })) {
      expect(ms, what).toBeLessThan(propagation);
    }
    const picture = await fetch(other!.url(imageUrl));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  }, 60_000);

  it('a picture uploaded through one is served by the other, byte for byte, variants too', async () => {
    const id = await addPicturedProduct(one!, admin, categoryId, 'Kolam Rice', '#f9a825');
    const { image } = productSchema.parse(await read(other!, paths.product(id)));
    expect(image).toMatch(/\.webp$/);
    for (const file of [image!, image!.replace('.webp', '.thumb.webp'), image!.replace('.webp', '.medium.webp')]) {
      const [fromOne, fromOther] = await Promise.all(
        [one!, other!].map(async (shop) => {
          const response = await fetch(shop.url(`/uploads/products/${file}`));
          expect(response.status, file).toBe(200);
          expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          return { bytes: Buffer.from(await response.arrayBuffer()), etag: response.headers.get('etag') };
        }),
      );
      expect(fromOne!.bytes.length, file).toBeGreaterThan(0);
      expect(fromOther!.bytes.equals(fromOne!.bytes), file).toBe(true);
      // A CDN that revalidates with either server is told it holds the picture already.
      expect(fromOther!.etag).toBe(fromOne!.etag);
      // (fetch adds `Cache-Control: no-cache` to a conditional request unless told otherwise)
      const revalidated = await fetch(other!.url(`/uploads/products/${file}`), {
        headers: { 'if-none-match': fromOne!.etag!, 'cache-control': 'max-age=0' },
      });
      expect(revalidated.status).toBe(304);
    }
  }, 60_000);

  it('checkouts of the last units split across both servers never oversell', async () => {
    const stock = 5;
    const shoppers = 16;
    const created = await call(one!, paths.addProduct, {
      method: 'POST',
      token: admin,
      form: {
        title: 'Kalanamak Rice',
        description: 'Last of the season',
        quantity: String(stock),
        price: '80',
        category: categoryId,
      },
    });
    expect(created.status).toBe(201);
    const productId = productSchema.parse(await created.json())._id;

    const tokens = await Promise.all(
      Array.from({ length: shoppers }, async (_, index) => {
        const shop = index % 2 ? other! : one!;
        // Each from an address of their own, as the login limit counts per address.
        const headers = { 'x-forwarded-for': `203.0.113.${index + 1}` };
        const credentials = { email: `shopper-${index}@example.in`, password: 'paddy-fields-1' };
        const signup = await call(shop, paths.signup, {
          method: 'POST',
          headers,
          json: {
            firstName: 'Suresh',
            lastName: 'Gowda',
            phoneNumber: '98450 12345',
            countryCode: '+91',
            country: 'India',
            region: 'Karnataka',
            ...credentials,
            confirmPassword: credentials.password,
          },
        });
        expect(signup.status).toBe(201);
        const login = await call(shop, paths.login, { method: 'POST', headers, json: credentials });
        expect(login.status).toBe(200);
        const { token } = loginResponseSchema.parse(await login.json());
        const line = await call(shop, paths.addToCart, { method: 'POST', token, json: { productId, quantity: 1 } });
        expect(line.status).toBe(200);
        return token;
      }),
    );

    const address: CheckoutRequest = {
      paymentType: 'cash',
      firstName: 'Suresh',
      lastName: 'Gowda',
      address: '4 Ryot Street',
      city: 'Mandya',
      state: 'Karnataka',
      zip: '571401',
    };
    // Every shopper checks out at once, half through each server (the other half of the one
    // that took their cart, so no server sees only its own carts).
    const statuses = await Promise.all(
      tokens.map(async (token, index) => {
        const shop = index % 2 ? one! : other!;
        return (await call(shop, paths.checkout, { method: 'POST', token, json: address })).status;
      }),
    );

    expect(statuses.filter((status) => status === 201)).toHaveLength(stock);
    expect(statuses.filter((status) => status === 409)).toHaveLength(shoppers - stock);
    for (const shop of [one!, other!]) {
      expect(productSchema.parse(await read(shop, paths.product(productId))).quantity).toBe(0);
    }
    const sold = await database!.query<{ orders: number; units: number }>(
      `select count(distinct order_id)::int as orders, coalesce(sum(quantity), 0)::int as units
       from order_lines where product_id = $1`,
      [productId],
    );
    expect(sold).toEqual([{ orders: stock, units: stock }]);
  }, 120_000);
});
