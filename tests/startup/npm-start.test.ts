// The README's run contract as a user meets it: `npm start` on a new DATA_DIR serves the demo shop,
// stops cleanly on SIGTERM, and after a restart finds the same data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShopProcess, createShopProcess, shopAdmin } from '../support/shop-process';

describe('npm start', () => {
  let shop: ShopProcess;
  const url = (route: string) => shop.url(route);

  beforeAll(async () => {
    shop = await createShopProcess();
    await shop.start();
  });

  afterAll(() => shop.dispose());

  it('serves the demo shop on PORT and prints the URL to open', async () => {
    // /healthz can answer before the line printed just after listen() reaches our pipe.
    await expect.poll(() => shop.output()).toContain(`Dhanya is ready at http://localhost:${shop.port}`);
    const products = (await (await fetch(url('/api/product/get'))).json()) as { image: string }[];
    expect(products.length).toBeGreaterThanOrEqual(40);
    const picture = await fetch(url(`/uploads/products/${products[0]!.image}`));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });

  it('runs the server with two malloc arenas and large blocks given back when freed, which keeps it lighter', () => {
    const { pid } = JSON.parse(readFileSync(path.join(shop.dataDir, 'server.json'), 'utf8')) as { pid: number };
    const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    expect(environment).toContain('MALLOC_ARENA_MAX=2');
    expect(environment).toContain('MALLOC_MMAP_THRESHOLD_=131072');
  });

  it('[LAYOUT-03] renders the storefront at / and on every deep link; an unknown one is a 404 page', async () => {
    const pages = { '/': 200, '/cart': 200, '/Allordersucess': 200, '/signup': 200, '/profile': 200 };
    const missing = { '/product/any-id': 404, '/no-such-page': 404 };
    for (const [route, status] of Object.entries({ ...pages, ...missing })) {
      const page = await fetch(url(route));
      expect(page.status, route).toBe(status);
      expect(page.headers.get('content-type'), route).toContain('text/html');
      expect(await page.text(), route).toContain('<div id="root">');
    }
  });

  it('[SERVER-09] makes the admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const login = await fetch(url('/api/user/login-user'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shopAdmin),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: number } }).user.role).toBe(1);
  });

  it('stops with exit code 0 on SIGTERM and keeps its data across a restart', async () => {
    const signup = await fetch(url('/api/user/create-user'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera@example.in',
        phoneNumber: '98450 12345',
        countryCode: '+91',
        password: 'rice-and-dal',
        confirmPassword: 'rice-and-dal',
        country: 'India',
        region: 'Karnataka',
      }),
    });
    expect(signup.status).toBe(201);
    const before = ((await (await fetch(url('/api/product/get'))).json()) as unknown[]).length;

    expect(await shop.stop()).toBe(0);
    await shop.start();

    const login = await fetch(url('/api/user/login-user'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'meera@example.in', password: 'rice-and-dal' }),
    });
    expect(login.status).toBe(200);
    const after = ((await (await fetch(url('/api/product/get'))).json()) as unknown[]).length;
    expect(after).toBe(before);
  });
});
