import { describe, expect, it } from 'vitest';
import {
  carouselImageSvg,
  categoryImageSvg,
  demoAbout,
  demoCarousel,
  demoCategories,
  demoFooter,
  demoProducts,
  demoReturnPolicy,
  demoShopLinks,
  demoTerms,
  flagshipProductKey,
  productImageSvg,
  shopLinkImageSvg,
  svgDataUrl,
} from './index';

const categoryByKey = new Map(demoCategories.map((category) => [category.key, category]));
const words = (text: string) => text.trim().split(/\s+/).length;

function categoryOf(categoryKey: string) {
  const category = categoryByKey.get(categoryKey);
  if (!category) throw new Error(`No demo category ${categoryKey}`);
  return category;
}

/** Every tag opens and closes in order, attributes are quoted, and no stray text or entity sits between tags. */
function expectWellFormedSvg(svg: string) {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>/y;
  const open: string[] = [];
  let position = 0;
  while (position < svg.length) {
    const next = svg.indexOf('<', position);
    const text = svg.slice(position, next === -1 ? undefined : next);
    expect(text, `text before offset ${next}`).toMatch(/^[^<>&]*$/);
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(svg);
    if (!match) throw new Error(`Malformed tag at ${next}: ${svg.slice(next, next + 60)}`);
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(open.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) open.push(name ?? '');
    position = tag.lastIndex;
  }
  expect(open).toEqual([]);
  if (typeof DOMParser !== 'undefined') {
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.getElementsByTagName('parsererror')).toHaveLength(0);
  }
}

function expectGoodPicture(draw: () => string) {
  const svg = draw();
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
  expect(svg.length).toBeLessThan(8 * 1024);
  expect(draw()).toBe(svg);
  expectWellFormedSvg(svg);
  return svg;
}

describe('demo catalogue', () => {
  it('has the eight shelves of an Indian agricultural shop', () => {
    expect(demoCategories.length).toBeGreaterThanOrEqual(8);
    expect(demoCategories.length).toBeLessThanOrEqual(10);
    for (const key of [
      'rice',
      'millets-and-grains',
      'pulses-and-dals',
      'flours',
      'spices',
      'oils',
      'dry-fruits',
      'organic-fresh-produce',
    ]) {
      expect(categoryByKey.has(key), key).toBe(true);
    }
    expect(new Set(demoCategories.map((category) => category.name)).size).toBe(demoCategories.length);
  });

  it('stocks at least 40 products, five or more on every shelf', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(40);
    for (const product of demoProducts) expect(categoryByKey.has(product.categoryKey), product.key).toBe(true);
    for (const category of demoCategories) {
      expect(demoProducts.filter((product) => product.categoryKey === category.key).length).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every product its own key, title and date, so new arrivals have one order', () => {
    const unique = (values: unknown[]) => new Set(values).size;
    expect(unique(demoProducts.map((product) => product.key))).toBe(demoProducts.length);
    expect(unique(demoProducts.map((product) => product.title))).toBe(demoProducts.length);
    expect(unique(demoProducts.map((product) => product.createdDaysAgo))).toBe(demoProducts.length);
    for (const product of demoProducts) {
      expect(product.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(product.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(product.createdDaysAgo).toBeLessThanOrEqual(120);
      expect(product.description.length, product.key).toBeGreaterThan(40);
    }
  });

  it('prices in rupees with at most two decimals, and stock in whole units', () => {
    for (const product of demoProducts) {
      expect(product.price, product.key).toBeGreaterThan(0);
      expect(Math.abs(Math.round(product.price * 100) - product.price * 100), product.key).toBeLessThan(1e-6);
      expect(Number.isInteger(product.stock), product.key).toBe(true);
      expect(product.stock).toBeGreaterThanOrEqual(0);
      expect(product.stock).toBeLessThanOrEqual(500);
    }
    expect(demoProducts.filter((product) => product.stock === 0)).toHaveLength(1);
    expect(demoProducts.filter((product) => product.stock === 3)).toHaveLength(1);
  });

  it('marks exactly 10 best sellers and 6 to 8 special offers', () => {
    expect(demoProducts.filter((product) => product.bestSeller)).toHaveLength(10);
    const offers = demoProducts.flatMap((product) => (product.specialOffer ? [product.specialOffer] : []));
    expect(offers.length).toBeGreaterThanOrEqual(6);
    expect(offers.length).toBeLessThanOrEqual(8);
    for (const offer of offers) {
      expect(offer.discountPercent).toBeGreaterThan(0);
      expect(offer.discountPercent).toBeLessThan(100);
      expect(offer.expiresInDays).toBeGreaterThan(0);
    }
  });

  it('rates only some products, and the flagship as the spec shows it', () => {
    const rated = demoProducts.filter((product) => product.rating !== undefined);
    expect(rated.length).toBeGreaterThan(demoProducts.length / 4);
    expect(rated.length).toBeLessThan(demoProducts.length);
    for (const product of rated) {
      expect(product.rating).toBeGreaterThanOrEqual(3.8);
      expect(product.rating).toBeLessThanOrEqual(4.9);
      expect(Number.isInteger(product.reviewCount), product.key).toBe(true);
    }
    const flagship = demoProducts.find((product) => product.key === flagshipProductKey);
    expect(flagship?.title).toBe('Sona Masoori Rice (5 kg)');
    expect(flagship?.rating).toBe(4.8);
    expect(flagship?.reviewCount).toBe(2847);
  });
});

describe('demo content', () => {
  it('has four carousel slides and four shop links', () => {
    expect(demoCarousel).toHaveLength(4);
    expect(demoShopLinks).toHaveLength(4);
    for (const link of demoShopLinks) expect(['new-arrival', 'collection']).toContain(link.category);
  });

  it('links the footer to https pages and to routes the storefront has', () => {
    for (const url of Object.values(demoFooter.socialLinks)) expect(url).toMatch(/^https:\/\//);
    for (const link of demoFooter.legalLinks) expect(['/terms', '/return', '/about', '/contact']).toContain(link.url);
    expect(demoFooter.address).toMatch(/\b\d{6}$/);
    expect(demoFooter.phone).toMatch(/^\+91 /);
  });

  it('writes terms, a return policy and an about page worth reading', () => {
    expect(demoTerms.title).toBe('Terms & Conditions');
    expect(words(demoTerms.content)).toBeGreaterThanOrEqual(300);
    expect(demoTerms.content).toContain('\n\n');
    expect(words(demoReturnPolicy.policyText)).toBeGreaterThanOrEqual(200);
    expect(demoAbout.whyChooseUs.length).toBeGreaterThanOrEqual(4);
    expect(demoAbout.whyChooseUs.length).toBeLessThanOrEqual(6);
  });
});

describe('demo pictures', () => {
  it('draws every product as small, safe, repeatable SVG, each one different', () => {
    const drawings = demoProducts.map((product) =>
      expectGoodPicture(() => productImageSvg(product, categoryOf(product.categoryKey))),
    );
    expect(new Set(drawings).size).toBe(demoProducts.length);
  });

  it('draws every category, carousel slide and shop link the same way', () => {
    for (const category of demoCategories) expectGoodPicture(() => categoryImageSvg(category));
    for (const slide of demoCarousel) expectGoodPicture(() => carouselImageSvg(slide));
    for (const link of demoShopLinks) expectGoodPicture(() => shopLinkImageSvg(link));
  });

  it('draws at the sizes the storefront shows', () => {
    const [product] = demoProducts;
    if (!product) throw new Error('No demo products');
    expect(productImageSvg(product, categoryOf(product.categoryKey))).toContain('width="800" height="800"');
    expect(categoryImageSvg(categoryOf('rice'))).toContain('width="400" height="400"');
    expect(carouselImageSvg(demoCarousel[0]!)).toContain('width="1600" height="600"');
  });

  it('wraps a drawing in a data URL that decodes back to it', () => {
    const svg = categoryImageSvg(categoryOf('spices'));
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml;charset=utf-8,'.length))).toBe(svg);
  });
});
