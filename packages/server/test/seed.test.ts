import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  aboutSchema,
  carouselResponseSchema,
  categoriesSchema,
  footerResponseSchema,
  paths,
  productListSchema,
  returnPolicyResponseSchema,
  shopLinkListSchema,
  termsSchema,
  uploadVariants,
} from '@dhanya/api/contract';
import { carouselImageSvg, demoCarousel, demoCategories, demoPacks, demoProducts } from '@dhanya/api/demo';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carouselImages, categories, productPacks, products, shopLinks, siteContent, users } from '../src/db/schema.js';
import { drawAhead, storeDrawing } from '../src/seed/demo-pictures.js';
import { seed } from '../src/seed/index.js';
import { variantFile } from '../src/uploads/variants.js';
import { createTestApp, type TestApp } from './harness.js';

const silent = { info() {}, warn() {} } as unknown as Parameters<typeof seed>[2];

describe('the demo shop seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(
      t.db,
      { ...t.config, seedDemo: true, admin: { email: 'owner@dhanya.example', password: 'owner-pass-1' } },
      silent,
    );
  }, 120_000);
  afterAll(() => t?.close());

  const total: TestApp['db']['$count'] = (...args) => t.db.$count(...args);

  it('seeds at least 8 categories and 40 products with rupee prices and stock', async () => {
    expect(await total(categories)).toBe(demoCategories.length);
    expect(await total(products)).toBe(demoProducts.length);
    expect(demoCategories.length).toBeGreaterThanOrEqual(8);
    expect(demoProducts.length).toBeGreaterThanOrEqual(40);

    // Every pack at its rupee price (in paise) and stock, as the demo catalogue lists them.
    const stored = await t.db
      .select({
        title: products.title,
        label: productPacks.label,
        pricePaise: productPacks.pricePaise,
        stock: productPacks.stock,
      })
      .from(productPacks)
      .innerJoin(products, eq(products.id, productPacks.productId));
    const expected = demoProducts.flatMap((product) =>
      demoPacks(product).map((pack) => ({
        title: product.title,
        label: pack.label,
        pricePaise: Math.round(pack.price * 100),
        stock: pack.stock,
      })),
    );
    const byName = (a: { title: string; label: string }, b: { title: string; label: string }) =>
      `${a.title} ${a.label}`.localeCompare(`${b.title} ${b.label}`);
    expect(stored.sort(byName)).toEqual(expected.sort(byName));
    expect(stored.every((pack) => Number.isInteger(pack.pricePaise) && pack.pricePaise > 0)).toBe(true);
    expect(stored.filter((pack) => pack.stock > 0).length).toBeGreaterThan(stored.length / 2);
  });

  it('gives every product, category, slide and shop link a stored WebP image', async () => {
    expect(await total(products, isNotNull(products.image))).toBe(demoProducts.length);
    expect(await total(carouselImages)).toBeGreaterThanOrEqual(3);
    expect(await total(shopLinks)).toBeGreaterThan(0);
    const stored = await t.uploads.list('products');
    expect(stored.filter((file) => file.endsWith('.thumb.webp'))).toHaveLength(demoProducts.length);
  });

  it('marks 10 best sellers and some special offers, and stores the site texts', async () => {
    expect(await total(products, isNotNull(products.bestSellerAt))).toBe(10);
    expect(await total(products, isNotNull(products.discountPercent))).toBeGreaterThan(2);
    // Footer, about, terms, return policy and the shop's settings (a UPI ID no bank answers).
    expect(await total(siteContent)).toBe(5);
  });

  it('ships the whole demo in Hindi: every product, pack, category, slide, link and page [I18N]', async () => {
    const devanagari = /[\u0900-\u097F]/u;
    const read = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return response.json() as unknown;
    };
    const hindiProducts = productListSchema.parse(await read(`${paths.products}?lang=hi`));
    expect(hindiProducts).toHaveLength(demoProducts.length);
    for (const product of hindiProducts) {
      for (const text of [
        product.title,
        product.description,
        product.category?.name ?? '',
        ...product.packs.map((pack) => pack.label),
      ]) {
        expect(text, product.title).toMatch(devanagari);
      }
    }
    for (const category of categoriesSchema.parse(await read(`${paths.categories}?lang=hi`))) {
      expect(category.name).toMatch(devanagari);
    }
    const { images } = carouselResponseSchema.parse(await read(`${paths.carouselImages}?lang=hi`));
    expect(images.flatMap((slide) => [slide.title, slide.description]).every((text) => devanagari.test(text))).toBe(
      true,
    );
    for (const link of shopLinkListSchema.parse(await read(`${paths.shopLinks}?lang=hi`)))
      expect(link.title).toMatch(devanagari);
    const about = aboutSchema.parse(await read(`${paths.about}?lang=hi`));
    expect([about.title, about.story, ...about.whyChooseUs].every((text) => devanagari.test(text))).toBe(true);
    expect(termsSchema.parse(await read(`${paths.terms}?lang=hi`)).content).toMatch(devanagari);
    expect(returnPolicyResponseSchema.parse(await read(`${paths.returnPolicy}?lang=hi`)).policyText).toMatch(
      devanagari,
    );
    const footer = footerResponseSchema.parse(await read(`${paths.footer}?lang=hi`));
    expect(footer.companyName).toMatch(devanagari);
    expect(footer.legalLinks.map((link) => link.url)).toEqual(['/terms', '/return', '/about', '/contact']);

    // The English shop is as it was, and search finds toor dal by its other names in both.
    const englishBody = JSON.stringify(await read(paths.products));
    expect(englishBody).not.toMatch(devanagari);
    for (const query of ['arhar', 'तूर', 'toor']) {
      const found = productListSchema.parse(await read(`${paths.search}?query=${encodeURIComponent(query)}&lang=hi`));
      expect(found[0]?.title, query).toBe('ऑर्गेनिक तूर दाल');
    }
  });

  it('[SERVER-09] creates the admin only from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const admins = await t.db.select({ email: users.email, role: users.role }).from(users);
    expect(admins).toEqual([{ email: 'owner@dhanya.example', role: 1 }]);
  });

  it('never seeds a shop twice', async () => {
    await seed(t.db, { ...t.config, seedDemo: true }, silent);
    expect(await total(products)).toBe(demoProducts.length);
  });
});

describe('the demo pictures the build draws', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp();
    folder = mkdtempSync(path.join(tmpdir(), 'dhanya-drawn-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const drawing = carouselImageSvg(demoCarousel[0]!);
  const storedBytes = async (fileName: string) => (await t.uploads.get('images', fileName))?.bytes;

  it('are stored byte for byte as the seed would encode them itself', async () => {
    const encodedHere = await storeDrawing('images', drawing, folder);
    await drawAhead(folder, drawing);
    const drawnByBuild = await storeDrawing('images', drawing, folder);
    expect(readdirSync(folder)).toHaveLength(uploadVariants.length);
    expect(drawnByBuild).not.toBe(encodedHere);
    for (const variant of uploadVariants) {
      const built = await storedBytes(variantFile(drawnByBuild, variant));
      const encoded = await storedBytes(variantFile(encodedHere, variant));
      expect(built?.equals(encoded!), variant.name).toBe(true);
    }
  });

  it('are read from the folder rather than encoded again, and a changed drawing is encoded', async () => {
    await drawAhead(folder, drawing);
    for (const file of readdirSync(folder)) writeFileSync(path.join(folder, file), `drawn ahead: ${file}`);
    const stored = await storeDrawing('images', drawing, folder);
    expect(String(await storedBytes(stored))).toMatch(/^drawn ahead: /);

    const changed = await storeDrawing('images', drawing.replace('</svg>', '<circle r="1"/></svg>'), folder);
    expect((await storedBytes(changed))?.subarray(8, 12).toString()).toBe('WEBP');
  });
});
