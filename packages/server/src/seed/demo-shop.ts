import { shopSettingsSchema, rupeesToPaise } from '@dhanya/api/contract';
import {
  carouselImageSvg,
  categoryImageSvg,
  demoAbout,
  demoProductAliases,
  demoCarousel,
  demoCategories,
  demoFooter,
  demoPacks,
  demoProducts,
  demoSku,
  demoReturnPolicy,
  demoSettings,
  demoShopLinks,
  demoTerms,
  hindiAbout,
  hindiCarouselTexts,
  hindiCategoryTexts,
  hindiFooter,
  hindiPackLabel,
  hindiProductTexts,
  hindiReturnPolicy,
  hindiShopLinkTitles,
  hindiTerms,
  productImageSvg,
  shopLinkImageSvg,
} from '@dhanya/api/demo';
import { count } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { carouselImages, categories, products, shopLinks, siteContent } from '../db/schema.js';
import { replacePacks } from '../modules/catalog/save-packs.js';
import { demoCategoryOf, storeDrawing } from './demo-pictures.js';

const day = 24 * 60 * 60 * 1000;

/**
 * The demo shop `npm start` seeds (README, SEED_DEMO), from the same catalogue the Storybook mocks use
 * (@dhanya/api/demo). Only an empty shop is seeded: answers whether it seeded anything.
 */
export async function seedDemoShop(db: Database, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return false;

  const categoryIds = new Map<string, string>();
  for (const category of demoCategories) {
    const image = await storeDrawing('category', categoryImageSvg(category));
    const [row] = await db
      .insert(categories)
      .values({ name: category.name, translations: { hi: { name: hindiCategoryTexts[category.key]!.name } }, image })
      .returning({ id: categories.id });
    if (row) categoryIds.set(category.key, row.id);
  }

  let bestSellerRank = 0;
  for (const product of demoProducts) {
    const category = demoCategoryOf(product);
    const categoryId = categoryIds.get(category.key);
    if (!categoryId) throw new Error(`Demo category ${category.key} was not stored`);
    const createdAt = new Date(now.getTime() - product.createdDaysAgo * day);
    const [row] = await db
      .insert(products)
      .values({
        title: product.title,
        description: product.description,
        translations: { hi: { ...hindiProductTexts[product.key]! } },
        aliases: demoProductAliases[product.key] ?? [],
        quantity: product.stock,
        pricePaise: rupeesToPaise(String(product.price)),
        categoryId,
        image: await storeDrawing('products', productImageSvg(product, category)),
        rating: product.rating ?? null,
        reviewCount: product.reviewCount ?? null,
        discountPercent: product.specialOffer?.discountPercent ?? null,
        discountExpiry: product.specialOffer
          ? new Date(now.getTime() + product.specialOffer.expiresInDays * day)
          : null,
        // Earlier rank, earlier timestamp: best sellers list in the catalogue's order.
        bestSellerAt: product.bestSeller ? new Date(now.getTime() - day + bestSellerRank++ * 1000) : null,
        hsnCode: category.gst.hsnCode,
        gstRate: category.gst.rate,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: products.id });
    const packs = demoPacks(product).map((pack) => ({
      ...pack,
      quantity: pack.stock,
      sku: demoSku(product, pack),
      translations: { hi: { label: hindiPackLabel(pack.label) } },
    }));
    await db.transaction((tx) => replacePacks(tx, row!.id, packs));
  }

  for (const [position, slide] of demoCarousel.entries()) {
    const image = await storeDrawing('images', carouselImageSvg(slide));
    await db.insert(carouselImages).values({
      title: slide.title,
      description: slide.description,
      translations: { hi: hindiCarouselTexts[slide.key]! },
      image,
      position,
    });
  }
  for (const link of demoShopLinks) {
    const image = await storeDrawing('shoplinks', shopLinkImageSvg(link));
    await db.insert(shopLinks).values({
      title: link.title,
      translations: { hi: { title: hindiShopLinkTitles[link.key]! } },
      category: link.category,
      image,
    });
  }

  await db
    .insert(siteContent)
    .values([
      { key: 'footer', value: { ...demoFooter, translations: { hi: hindiFooter } } },
      { key: 'about', value: { ...demoAbout, translations: { hi: hindiAbout } } },
      { key: 'terms', value: { ...demoTerms, translations: { hi: hindiTerms } } },
      { key: 'return_policy', value: { ...demoReturnPolicy, translations: { hi: hindiReturnPolicy } } },
      { key: 'settings', value: shopSettingsSchema.parse(demoSettings) },
    ])
    .onConflictDoNothing();
  return true;
}
