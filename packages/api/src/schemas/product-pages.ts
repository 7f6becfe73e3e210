import { z } from 'zod';
import { categorySchema, productListSchema, productSchema } from './catalog';
import { freeText, idSchema, maxPriceRupees } from './common';
import { productSorts } from '../product-page-params';
import { contentLanguageQuerySchema, contentLanguages } from './translations';

/**
 * Pages of a product list: `/api/product/get`, a category, best sellers, special offers, new
 * arrivals and search answer one page, with what it takes to go on, once they are asked
 * with `page` (1, 2, …: links a crawler and the back button can follow) or `cursor` (the
 * answer's `nextCursor`: stable while products are added). Without either they answer as the
 * spec says, an array (or the category with its products), at most `maxListLength` products;
 * with `limit` alone, at most `limit` (SERVER-25: capped at 50) and a `Link` header whose
 * `rel="next"` is the same request with a `cursor` for the products after them.
 */

const blankIsMissing = (value: unknown) => (value === '' ? undefined : value);

const rupeeBound = z.preprocess(
  blankIsMissing,
  z.coerce
    .number({ error: 'Prices must be numbers' })
    .nonnegative('Prices cannot be negative')
    .max(maxPriceRupees, 'That price is higher than any product can have')
    .optional(),
);

/** `?onOffer=true`: anything but "true" or "1" is no filter. */
const flag = z.preprocess((value) => value === 'true' || value === '1', z.boolean()).optional();

/** What every paged list takes; `limit` without `page` or `cursor` asks for the first products (see above). */
export const productPageQuerySchema = contentLanguageQuerySchema.extend({
  page: z.preprocess(
    blankIsMissing,
    z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1)
      .max(100_000)
      .optional(),
  ),
  cursor: z.string().max(500, 'Not a cursor').optional(),
  limit: z.unknown().optional(),
  sort: z.enum(productSorts, { error: `Sort must be one of ${productSorts.join(', ')}` }).optional(),
  minPrice: rupeeBound,
  maxPrice: rupeeBound,
  onOffer: flag,
  inStock: flag,
  /** Products whose title or description is not yet written in this language (the admin's filter). */
  untranslated: z
    .enum(contentLanguages, { error: `untranslated must be one of ${contentLanguages.join(', ')}` })
    .optional(),
});

/** The product list's query: also a category to keep to, and the special offers only. */
export const productListPageQuerySchema = productPageQuerySchema.extend({
  type: z.enum(['specialoffer']).optional(),
  category: idSchema.optional(),
});

export const searchPageQuerySchema = productPageQuerySchema.extend({
  query: freeText('Search').max(200, 'Search must be at most 200 characters').optional().default(''),
  category: idSchema.optional(),
});

/** Where a page sits among them all. */
const pageInfoSchema = z.object({
  /** Products that match, on every page together. */
  total: z.number().int().nonnegative(),
  /** This page's number; null when it was asked for by cursor. */
  page: z.number().int().positive().nullable(),
  pageCount: z.number().int().nonnegative(),
  /** Products per page. */
  limit: z.number().int().positive(),
  /** Ask with `cursor=` this for the products after these; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const productPageSchema = pageInfoSchema.extend({ products: z.array(productSchema) });
export type ProductPage = z.infer<typeof productPageSchema>;

/** A list route's answer: the spec's array, or one page of it when asked by `page` or `cursor`. */
export const productListOrPageSchema = z.union([productListSchema, productPageSchema]);

export const categoryPageSchema = categorySchema.extend(productPageSchema.shape);
export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** Whether a list request asks for a page rather than the spec's whole list. */
export const asksForPage = (query: { page?: unknown; cursor?: unknown }) =>
  query.page !== undefined || query.cursor !== undefined;
