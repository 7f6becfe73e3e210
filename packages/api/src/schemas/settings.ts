import { z } from 'zod';

/**
 * The shop's own rules (beyond the spec), kept by the admin's Settings tab: for now the
 * low-stock threshold of the products list (issue 14); issue 15 adds the rest.
 */

/** A pack with fewer than this many left is flagged, until the shop chooses otherwise. */
export const defaultLowStockThreshold = 5;
export const maxLowStockThreshold = 10_000;

const thresholdMessage = 'Low-stock threshold must be a whole number from 0 to 10,000';
const lowStockThreshold = z
  .number({ error: thresholdMessage })
  .int(thresholdMessage)
  .min(0, thresholdMessage)
  .max(maxLowStockThreshold, thresholdMessage);

/** GET and PUT /api/admin/settings (admin only): what is stored, and what a PUT sends. */
export const shopSettingsSchema = z.object({
  /** A pack with fewer left than this is flagged "low" in the products list; 0 flags only sold-out packs. */
  lowStockThreshold,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** What a shop that never saved its settings has. */
export const defaultShopSettings: ShopSettings = { lowStockThreshold: defaultLowStockThreshold };

/** The Settings form's fields: the text typed. */
export type ShopSettingsFormInput = { lowStockThreshold: string };

/** A blank field is missing, not 0; any other text is read as a number. */
const numberFromText = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The Settings form: its fields hold text, read into the numbers the PUT sends. */
export const shopSettingsFormSchema = z.object({
  lowStockThreshold: z.string().transform(numberFromText).pipe(lowStockThreshold),
});
