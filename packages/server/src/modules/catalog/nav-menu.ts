import { type NavMenu, navMenuProductLimit, paiseToRupees } from '@dhanya/api/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, products } from '../../db/schema.js';
import { firstOfferEnd, lowestPricePaise } from './product-query.js';

/** In stock before sold out, then best sellers in the order chosen, then newest, then by title. */
const featuredOrder = [
  desc(sql`${products.stockTotal} > 0`),
  sql`${products.bestSellerAt} asc nulls last`,
  desc(products.createdAt),
  asc(products.title),
  asc(products.id),
];

export interface NavMenuAnswer {
  menu: NavMenu;
  /** When the earliest special offer it prices ends (epoch ms): its price is wrong after that. */
  offersEndAt: number | undefined;
}

/**
 * The header's menu: every category by name (as GET /api/category/get lists them), each with
 * its first `navMenuProductLimit` products in `featuredOrder`. A lateral join takes those few
 * per category in the database, so the catalogue is never read whole.
 */
export async function listNavMenu(db: Database, now = new Date()): Promise<NavMenuAnswer> {
  const featured = db
    .select({
      id: products.id,
      title: products.title,
      translations: products.translations,
      image: products.image,
      pricePaise: sql<string>`${lowestPricePaise(now)}`.as('price_paise'),
      packCount: products.packCount,
      offerEnds: sql<Date | null>`${firstOfferEnd(now)}`.as('offer_ends'),
      rank: sql<number>`row_number() over (order by ${sql.join(featuredOrder, sql`, `)})`.as('rank'),
    })
    .from(products)
    .where(eq(products.categoryId, categories.id))
    .orderBy(...featuredOrder)
    .limit(navMenuProductLimit)
    .as('featured');

  const rows = await db
    .select({
      categoryId: categories.id,
      categoryName: categories.name,
      categoryTranslations: categories.translations,
      product: {
        id: featured.id,
        title: featured.title,
        translations: featured.translations,
        image: featured.image,
        pricePaise: featured.pricePaise,
        packCount: featured.packCount,
        offerEnds: featured.offerEnds,
      },
    })
    .from(categories)
    .leftJoinLateral(featured, sql`true`)
    .orderBy(asc(categories.name), asc(featured.rank));

  const menu: NavMenu = [];
  let offersEndAt: number | undefined;
  for (const { categoryId, categoryName, categoryTranslations, product } of rows) {
    let category = menu.at(-1);
    if (category?._id !== categoryId) {
      category = { _id: categoryId, name: categoryName, translations: categoryTranslations, products: [] };
      menu.push(category);
    }
    if (!product) continue;
    category.products.push({
      _id: product.id,
      title: product.title,
      price: paiseToRupees(Number(product.pricePaise)),
      packCount: product.packCount,
      image: product.image,
      translations: product.translations,
    });
    const offerEnd = product.offerEnds === null ? undefined : new Date(product.offerEnds).getTime();
    if (offerEnd !== undefined && (offersEndAt === undefined || offerEnd < offersEndAt)) offersEndAt = offerEnd;
  }
  return { menu, offersEndAt };
}
