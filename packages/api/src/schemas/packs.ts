import { z } from 'zod';
import { packTranslatable, translationsInputSchema, translationsSchema } from './translations';
import { fieldNumber, idSchema, isoDate, lineText, maxStock, rupees, rupeeAmount } from './common';

/**
 * Packs (issue 14): one product sold in several sizes, each with its own price, stock and
 * SKU. The first pack by position is the default: a product's `price`, `effectivePrice` and
 * `quantity` describe it, so clients that know nothing of packs keep working.
 */
export const packUnits = ['g', 'kg', 'ml', 'L', 'piece'] as const;
export type PackUnit = (typeof packUnits)[number];

/** The most packs one product may have. */
export const maxPacks = 12;

export const packSchema = z.object({
  _id: idSchema,
  /** What the shopper picks: "1 kg", "5 L", "Pack of 6". */
  label: z.string(),
  /** The net quantity in `unit`: 500 (g), 1 (kg), 6 (piece). */
  netQuantity: z.number().positive(),
  unit: z.enum(packUnits),
  /** The pack's catalogue price in rupees. */
  price: rupees,
  /** The maximum retail price printed on the pack, when the shop records it. */
  mrp: rupees.nullable(),
  /** What a shopper pays now: `price` less the active offer on this pack or its product. */
  effectivePrice: rupees,
  /** The active offer's discount (this pack's own, else its product's), only while it runs. */
  discount: z.number().nullable(),
  discountExpiry: isoDate.nullable(),
  /** Stock of this pack. */
  quantity: z.number().int(),
  /** Unique in the shop. */
  sku: z.string(),
  /** Its label in other languages: admin reads only (catalog.ts). */
  translations: translationsSchema.optional(),
});
export type Pack = z.infer<typeof packSchema>;

/**
 * A pack as a cart line or an order line names it, with its label in other languages (as it was
 * when bought, for an order): a read with `lang` answers in it.
 */
export const packRefSchema = z.object({
  _id: idSchema.nullable(),
  label: z.string(),
  translations: translationsSchema.optional(),
});

const packPrice = (label: string) => z.preprocess(fieldNumber, rupeeAmount(label));

const packText = (label: string, max: number) =>
  lineText(label).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

const skuPattern = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** One pack as the admin's product form sends it; `_id` keeps an existing pack (and its orders' link). */
const packInputSchema = z
  .object({
    _id: idSchema.optional(),
    label: packText('Pack label', 40),
    netQuantity: z.preprocess(
      fieldNumber,
      z
        .number({ error: 'Net quantity must be a number more than 0' })
        .positive('Net quantity must be a number more than 0')
        .max(1_000_000, 'Net quantity must be at most 10,00,000'),
    ),
    unit: z.enum(packUnits, { error: `Unit must be one of ${packUnits.join(', ')}` }),
    price: packPrice('Price'),
    mrp: z.preprocess(fieldNumber, packPrice('MRP').optional()).nullable().optional(),
    quantity: z.preprocess(
      fieldNumber,
      z
        .number({ error: 'Stock must be a whole number of 0 or more' })
        .int('Stock must be a whole number of 0 or more')
        .min(0, 'Stock must be a whole number of 0 or more')
        .max(maxStock, 'Stock must be at most 1,000,000,000'),
    ),
    /** Left blank, the server makes one (`DH-` and 12 letters or digits). */
    sku: lineText('SKU')
      .trim()
      .max(40, 'SKU must be at most 40 characters')
      .refine((sku) => sku === '' || skuPattern.test(sku), 'SKU may hold letters, digits and . _ / - only')
      .optional()
      .transform((sku) => sku || undefined),
    /** `{ "hi": { "label": "1 किलो" } }`; left out, an existing pack keeps its own. */
    translations: translationsInputSchema(packTranslatable).optional(),
  })
  .refine((pack) => pack.mrp === undefined || pack.mrp === null || pack.mrp >= pack.price, {
    message: 'MRP cannot be less than the price',
    path: ['mrp'],
  });
export type PackInput = z.input<typeof packInputSchema>;
export type PackValues = z.output<typeof packInputSchema>;

/** Where two entries of `values` share a key (case-insensitive), the later one's index; blanks never do. */
function repeatedAt(values: (string | undefined)[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (!value) return [];
    const key = value.toLowerCase();
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What the first pack is when its owner left these blank: what a one-size product is sold as. */
export interface FirstPackDefaults {
  label: string;
  netQuantity: number;
  unit: PackUnit;
}

/**
 * The first pack's label, net quantity and unit, each as given or, left blank, as migration
 * 0004 named a product's only pack: 1 piece called "1 pack". A size given names the pack
 * ("500 g", "Pack of 6"). Undefined for a field given but not valid: the schema refuses it.
 */
export function firstPackDefaults(pack: { label?: unknown; netQuantity?: unknown; unit?: unknown }): {
  [Field in keyof FirstPackDefaults]: FirstPackDefaults[Field] | undefined;
} {
  const netQuantity = isBlank(pack.netQuantity) ? 1 : Number(fieldNumber(pack.netQuantity));
  const unit = isBlank(pack.unit) ? 'piece' : packUnits.find((known) => known === pack.unit);
  const size = Number.isFinite(netQuantity) && netQuantity > 0 ? netQuantity : undefined;
  // A size given but not valid is refused on its own field; the label does not add to that.
  const named =
    size === undefined || unit === undefined
      ? '1 pack'
      : unit !== 'piece'
        ? `${size} ${unit}`
        : size === 1
          ? '1 pack'
          : `Pack of ${size}`;
  return {
    label: isBlank(pack.label) ? named : typeof pack.label === 'string' ? pack.label.trim() : undefined,
    netQuantity: size,
    unit,
  };
}

/**
 * A one-size product needs only the spec's fields (issue 31): the first pack's label, net
 * quantity and unit, left blank, take `firstPackDefaults`. The other packs need their own.
 */
function withFirstPackDefaults(packs: unknown): unknown {
  if (!Array.isArray(packs)) return packs;
  const [first, ...rest] = packs as unknown[];
  if (typeof first !== 'object' || first === null || Array.isArray(first)) return packs;
  const given = first as Record<string, unknown>;
  const defaults = firstPackDefaults(given);
  const filled = { ...given };
  for (const field of ['label', 'netQuantity', 'unit'] as const) {
    if (isBlank(given[field]) && defaults[field] !== undefined) filled[field] = defaults[field];
  }
  return [filled, ...rest];
}

const packArraySchema = z
  .array(packInputSchema)
  .min(1, 'A product needs at least one pack')
  .max(maxPacks, `A product can have at most ${maxPacks} packs`)
  .superRefine((packs, context) => {
    for (const index of repeatedAt(packs.map((pack) => pack.sku))) {
      context.addIssue({ code: 'custom', path: [index, 'sku'], message: 'Each pack needs its own SKU' });
    }
    for (const index of repeatedAt(packs.map((pack) => pack.label))) {
      context.addIssue({ code: 'custom', path: [index, 'label'], message: 'Each pack needs its own label' });
    }
  });

/** A product's packs, in the order the shopper sees them (the first is the default). */
export const packListSchema = z.preprocess(
  (packs: z.input<typeof packArraySchema>) => withFirstPackDefaults(packs) as z.input<typeof packArraySchema>,
  packArraySchema,
);

/** The product form's `packs` field: the list as JSON text, as a multipart form carries it. */
export const packsFieldSchema = z
  .string({ error: 'Packs must be a list' })
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'Packs must be a list' });
      return z.NEVER;
    }
  })
  .pipe(packListSchema);
