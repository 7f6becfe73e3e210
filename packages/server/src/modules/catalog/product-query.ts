import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { categories, productPacks, products, type Category, type Product, type ProductPack } from '../../db/schema.js';

/** A pack as a product row carries it: what the presenter and the cart need. */
export type PackRow = Pick<
  ProductPack,
  | 'id'
  | 'label'
  | 'netQuantity'
  | 'unit'
  | 'pricePaise'
  | 'mrpPaise'
  | 'stock'
  | 'sku'
  | 'discountPercent'
  | 'discountExpiry'
  | 'translations'
>;

/** A product row with its category's id and name and its packs: what the presenter turns into the API's Product. */
export type ProductRow = Product & {
  category: Pick<Category, 'id' | 'name' | 'translations'> | null;
  packs: PackRow[];
};

type PackJson = Omit<PackRow, 'discountExpiry'> & { discountExpiry: string | null };

/** The product's packs in the shopper's order, as one JSON array: one query reads a page with its packs. */
const packsOfProduct = sql<PackJson[]>`(select coalesce(json_agg(json_build_object(
    'id', ${productPacks.id}, 'label', ${productPacks.label}, 'netQuantity', ${productPacks.netQuantity},
    'unit', ${productPacks.unit}, 'pricePaise', ${productPacks.pricePaise}, 'mrpPaise', ${productPacks.mrpPaise},
    'stock', ${productPacks.stock}, 'sku', ${productPacks.sku},
    'discountPercent', ${productPacks.discountPercent}, 'discountExpiry', ${productPacks.discountExpiry},
    'translations', ${productPacks.translations}
  ) order by ${productPacks.position}, ${productPacks.createdAt}, ${productPacks.id}), '[]')
  from ${productPacks} where ${productPacks.productId} = ${products.id})`.mapWith((value: PackJson[] | string) =>
  (typeof value === 'string' ? (JSON.parse(value) as PackJson[]) : value).map((pack): PackRow => ({
    ...pack,
    netQuantity: Number(pack.netQuantity),
    discountPercent: pack.discountPercent === null ? null : Number(pack.discountPercent),
    discountExpiry: pack.discountExpiry === null ? null : new Date(pack.discountExpiry),
  })),
);

/** The columns of a `ProductRow`; `selectProducts` reads them, with the category joined. */
export const productRowColumns = {
  ...getTableColumns(products),
  category: { id: categories.id, name: categories.name, translations: categories.translations },
  packs: packsOfProduct,
};

/** `selectProducts(db).where(...).orderBy(...)`: products with their category's id and name, and their packs. */
export function selectProducts(db: Database) {
  return db
    .select(productRowColumns)
    .from(products)
    .leftJoin(categories, eq(products.categoryId, categories.id))
    .$dynamic();
}

/** The database's own ids as one array literal (`= any(...)`, `array_position(...)`): one parameter however many. */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** An offer counts while it has a discount and its expiry is still ahead (SERVER-19). */
const running = (discount: unknown, expiry: unknown, now: Date) =>
  sql`(${discount} is not null and ${expiry} > ${now})`;

/** The product's own offer is active. */
const onProductOffer = (now: Date): SQL => running(products.discountPercent, products.discountExpiry, now);

/** The product, or one of its packs, is on an active offer. */
export function onActiveOffer(now: Date): SQL {
  return sql`(${onProductOffer(now)} or exists (select 1 from ${productPacks}
    where ${productPacks.productId} = ${products.id}
    and ${running(productPacks.discountPercent, productPacks.discountExpiry, now)}))`;
}

/** `price` less `percent`, rounded half up to the paisa, as `discountedPaise` (@dhanya/api's money.ts) works it out. */
const discounted = (price: unknown, percent: unknown) =>
  sql`(${price}::bigint * (10000 - round(${percent} * 100)::bigint) + 5000) / 10000`;

/**
 * The least a shopper pays now for one of the product's packs, in paise, as `packUnitPricePaise`
 * (pricing/pack-price.ts) works it out: the pack's own offer, else the product's. Shoppers
 * sort and filter by it: the "from ₹X" of the card.
 */
export const lowestPricePaise = (now: Date): SQL => sql`(select min(case
    when ${running(productPacks.discountPercent, productPacks.discountExpiry, now)}
      then ${discounted(productPacks.pricePaise, productPacks.discountPercent)}
    when ${onProductOffer(now)} then ${discounted(productPacks.pricePaise, products.discountPercent)}
    else ${productPacks.pricePaise}::bigint end)
  from ${productPacks} where ${productPacks.productId} = ${products.id})`;

/** When the first offer now running on the product or one of its packs ends; null when none runs. */
export const firstOfferEnd = (now: Date): SQL => sql`least(
    case when ${onProductOffer(now)} then ${products.discountExpiry} end,
    (select min(${productPacks.discountExpiry}) from ${productPacks} where ${productPacks.productId} = ${products.id}
      and ${running(productPacks.discountPercent, productPacks.discountExpiry, now)}))`;

/** The biggest discount now running on the product or one of its packs (0 when none): special offers' order. */
export const biggestDiscount = (now: Date): SQL => sql`coalesce(greatest(
    case when ${onProductOffer(now)} then ${products.discountPercent} end,
    (select max(${productPacks.discountPercent}) from ${productPacks} where ${productPacks.productId} = ${products.id}
      and ${running(productPacks.discountPercent, productPacks.discountExpiry, now)})), 0)`;
