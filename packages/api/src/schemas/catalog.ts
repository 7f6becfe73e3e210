import { z } from 'zod';
import {
  freeText,
  lineText,
  idSchema,
  isoDate,
  maxPriceRupees,
  maxStock,
  requiredFreeText,
  requiredText,
  rupees,
} from './common';
import { packSchema, packsFieldSchema } from './packs';
import {
  aliasesInputSchema,
  categoryTranslatable,
  productTranslatable,
  translationsInputSchema,
  translationsSchema,
} from './translations';
import { gstRates } from '../gst';

/** The HSN code of the goods: 4, 6 or 8 digits; '' when the shop has not given one. */
const hsnCodePattern = /^(\d{4}|\d{6}|\d{8})$/;
export const hsnCodeField = lineText('HSN code')
  .transform((text) => text.replace(/\s+/g, ''))
  .refine((text) => text === '' || hsnCodePattern.test(text), 'HSN code must be 4, 6 or 8 digits');
const gstRateMessage = 'GST rate must be 0, 5, 12 or 18 %';
/** A GST rate as a form sends it: '5' is 5 %. */
export const gstRateField = z
  .string({ error: gstRateMessage })
  .trim()
  .refine((text) => gstRates.some((rate) => String(rate) === text), gstRateMessage)
  .transform((text) => Number(text) as (typeof gstRates)[number]);

/**
 * `translations` and `aliases` come with a read only when it asks `translations=include` (the
 * admin); a shopper's read answers its language in the usual fields (schemas/translations.ts).
 */
const translated = { translations: translationsSchema.optional() };

const categoryRefSchema = z.object({ _id: idSchema, name: z.string(), ...translated });

export const productSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  /** The catalogue price in rupees. */
  price: rupees,
  /** What a shopper pays now: `price` less an active special-offer discount. */
  effectivePrice: rupees,
  category: categoryRefSchema.nullable(),
  /** Stored file name, served at `/uploads/products/<image>`. */
  image: z.string().nullable(),
  discount: z.number().nullable(),
  discountExpiry: isoDate.nullable(),
  isBestSeller: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.number().int().nullable(),
  createdAt: isoDate,
  /** Its packs in the order the shopper sees them; the first is the default, which the fields above describe. */
  packs: z.array(packSchema).min(1),
  /** The least a shopper pays now for any pack: "from ₹X" when there are several. */
  priceFrom: rupees,
  /** For invoices (issue 16): the goods' HSN code ('' when not given) and GST rate, in percent; prices include it. */
  hsnCode: z.string(),
  gstRate: z.union(gstRates.map((rate) => z.literal(rate))),
  ...translated,
  /** Other names search finds it by, in any script. */
  aliases: z.array(z.string()).optional(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** Stored file name, served at `/uploads/category/<image>`; null shows a placeholder. */
  image: z.string().nullable(),
  ...translated,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryWithProductsSchema = categorySchema.extend({ products: z.array(productSchema) });
export type CategoryWithProducts = z.infer<typeof categoryWithProductsSchema>;

/** GET /api/category/get as this server answers it: an array. */
export const categoriesSchema = z.array(categorySchema);

/** GET /api/category/get read by a client: an array, or `{ categories }` from older servers (API-06). */
export const categoriesAnswerSchema = z.union([categoriesSchema, z.object({ categories: categoriesSchema })]);

/** `categoriesAnswerSchema`, unwrapped to the array. */
export const categoryListSchema = categoriesAnswerSchema.transform((value) =>
  Array.isArray(value) ? value : value.categories,
);

export const productListSchema = z.array(productSchema);

/** The header's mega-menu shows at most this many products of a category ("View all" leads to the rest). */
export const navMenuProductLimit = 8;

/** A product as the header's menus show it. */
const navMenuProductSchema = z.object({
  _id: idSchema,
  title: z.string(),
  /** The least a shopper pays now (a product's `priceFrom`), in rupees. */
  price: rupees,
  /** How many packs it comes in: with more than one, `price` is "from". */
  packCount: z.number().int().positive(),
  /** Stored file name, served at `/uploads/products/<image>`. */
  image: z.string().nullable(),
  ...translated,
});

/**
 * GET /api/category/menu (beyond the spec): what the mega-menu and the mobile drawer show,
 * so the header never downloads the whole catalogue. Every category in the order of
 * GET /api/category/get, each with at most `navMenuProductLimit` featured products: in stock
 * before sold out, then best sellers in the order they were chosen, then the newest, then
 * by title.
 */
export const navMenuSchema = z.array(
  z.object({
    _id: idSchema,
    name: z.string(),
    ...translated,
    products: z.array(navMenuProductSchema).max(navMenuProductLimit),
  }),
);
export type NavMenu = z.infer<typeof navMenuSchema>;
export type NavMenuCategory = NavMenu[number];

export const searchQuerySchema = z.object({
  query: freeText('Search').max(200, 'Search must be at most 200 characters').optional().default(''),
});

/** Multipart fields of POST /api/category/add and PUT /api/category/update/{id}. */
export const categoryFormSchema = z.object({
  name: requiredText('Name'),
  /** `{"hi": {"name": "…"}}` as JSON; left out, unchanged on an update. */
  translations: translationsInputSchema(categoryTranslatable).optional(),
});

/** Multipart fields of the product add and update calls (SERVER-17). */
export const productFormSchema = z.object({
  title: requiredText('Title'),
  description: requiredFreeText('Description', 5000),
  // A blank field is missing, not 0 (z.coerce would read '' as 0).
  quantity: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .unknown()
      .refine((value): boolean => value !== undefined, 'Quantity is required')
      .pipe(
        z.coerce
          .number({ error: 'Quantity must be a whole number of 0 or more' })
          .int('Quantity must be a whole number of 0 or more')
          .min(0, 'Quantity must be a whole number of 0 or more')
          .max(maxStock, 'Quantity must be at most 1,000,000,000'),
      ),
  ),
  price: z
    .string({ error: 'Price is required' })
    .trim()
    .min(1, { error: 'Price is required', abort: true })
    .regex(/^\d+(\.\d{1,2})?$/, 'Price must be a number of 0 or more with at most 2 decimals')
    .refine((price) => Number(price) <= maxPriceRupees, 'Price must be at most ₹1,00,00,000'),
  category: requiredText('Category'),
  /**
   * The packs as JSON (`packsFieldSchema`). Without it, `price` and `quantity` are the
   * default pack's, so the spec's calls keep working.
   */
  packs: packsFieldSchema.optional(),
  /** Left out: '' on a new product, unchanged on an update. */
  hsnCode: hsnCodeField.optional(),
  /** Left out: 0 on a new product, unchanged on an update. */
  gstRate: gstRateField.optional(),
  /** `{"hi": {"title": "…", "description": "…"}}` as JSON; left out, unchanged on an update. */
  translations: translationsInputSchema(productTranslatable).optional(),
  /** Other names, comma-separated ("toor, arhar, तूर"); left out, unchanged on an update. */
  aliases: aliasesInputSchema.optional(),
});

export const specialOfferRequestSchema = z.object({
  productId: requiredText('Product'),
  /** One pack of the product; without it the offer applies to all its packs. */
  packId: idSchema.optional(),
  discount: z.coerce
    .number({ error: 'Discount is required' })
    .gt(0, 'Discount must be more than 0%')
    .lt(100, 'Discount must be less than 100%'),
  // Years past 9999 have no four-digit ISO form: no client reads them back.
  discountExpiry: z.coerce
    .date({ error: 'Expiry date is required' })
    .max(new Date('9999-12-31T23:59:59.999Z'), 'Expiry date is too far in the future'),
});

export const bestSellerRequestSchema = z.object({ productId: requiredText('Product') });
