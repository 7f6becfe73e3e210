import { z } from 'zod';
import { idSchema, lineText, maxStock, rupees } from './common';
import { packRefSchema } from './packs';
import { translationsSchema } from './translations';

const cartProductSchema = z.object({
  _id: idSchema,
  title: z.string(),
  description: z.string(),
  /** The unit price charged now (with any active discount). */
  price: rupees,
  image: z.string().nullable(),
  quantity: z.number().int().optional(),
  /** Answered in the language asked for (`lang`); the translations themselves are never sent. */
  translations: translationsSchema.optional(),
});

const cartLineSchema = z.object({
  _id: idSchema,
  product: cartProductSchema,
  /** The pack on this line; a product's packs are separate lines. */
  pack: packRefSchema,
  quantity: z.number().int().positive(),
  /** The line price: unit price × quantity. */
  price: rupees,
});
export type CartLine = z.infer<typeof cartLineSchema>;

const cartSchema = z.object({ products: z.array(cartLineSchema), totalAmount: rupees });
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({ data: cartSchema, msg: z.string().optional() });

/**
 * POST /cart/addcart: adds `quantity` to the product's line (a negative quantity takes
 * away, as the stepper's decrement does); the line must stay between 1 and the stock.
 * Prices are never read from the client (SERVER-15, SERVER-29).
 */
export const addToCartRequestSchema = z.object({
  productId: lineText('Product').trim().min(1, 'Product is required'),
  /** The pack to add; without it, the product's default pack. */
  packId: lineText('Pack').trim().min(1, 'Pack is required').optional(),
  // No line can hold more than a product's stock, itself at most `maxStock`.
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .int('Quantity must be a whole number')
    .min(-maxStock, 'Quantity is too large')
    .max(maxStock, 'Quantity is too large')
    .refine((quantity) => quantity !== 0, 'Quantity must not be 0')
    .optional()
    .default(1),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

export const cartItemResponseSchema = z.object({ cartItem: cartLineSchema, msg: z.string().optional() });
