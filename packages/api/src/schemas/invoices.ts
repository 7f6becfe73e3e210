import { z } from 'zod';
import { gstRates } from '../gst';
import { idSchema, isoDate, rupees } from './common';

/**
 * A GST tax invoice (issue 16), with the fields CGST Rule 46 asks of a shop selling to
 * consumers. Amounts are rupees; every line's taxable value and taxes add up to what the
 * shopper paid for it, and the totals are the sums of the lines.
 */

/** A state as an invoice names it: "Karnataka (29)". '' code when the list does not know the name. */
const invoiceStateSchema = z.object({ name: z.string(), code: z.string() });

const invoiceLineSchema = z.object({
  description: z.string(),
  /** The product's name in Hindi when it was bought (issue 34), shown under the English one; null when it had none. */
  localName: z.string().nullable(),
  /** The HSN code the product carried when it was bought; '' when it had none. */
  hsnCode: z.string(),
  quantity: z.number().int().positive(),
  /** What one item is: the pack, as it was named then ("1 kg"), or "piece". */
  unit: z.string(),
  /** One item's price, tax included. */
  unitPrice: rupees,
  taxableValue: rupees,
  gstRate: z.union(gstRates.map((rate) => z.literal(rate))),
  cgst: rupees,
  sgst: rupees,
  igst: rupees,
  /** What the shopper paid for the line, tax included. */
  total: rupees,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** GET /api/user/orders/{id}/invoice (the shopper's) and /api/admin/orders/{id}/invoice (any, staff). */
export const invoiceSchema = z.object({
  /** "DH/26-27/000123": consecutive within a financial year. */
  number: z.string(),
  /** When the invoice was issued: the order's payment, or a cash order's delivery. */
  date: isoDate,
  orderId: idSchema,
  orderReference: z.string(),
  supplier: z.object({
    legalName: z.string(),
    address: z.string(),
    /** '' when the shop is not registered for GST: the document is then a bill of supply. */
    gstin: z.string(),
    state: invoiceStateSchema,
  }),
  recipient: z.object({
    name: z.string(),
    /** The delivery address, line by line. */
    address: z.array(z.string()),
    state: invoiceStateSchema,
  }),
  /** Where the goods are delivered, which decides CGST + SGST or IGST. */
  placeOfSupply: invoiceStateSchema,
  /** True: CGST + SGST; false: IGST. */
  intraState: z.boolean(),
  lines: z.array(invoiceLineSchema),
  totals: z.object({ taxableValue: rupees, cgst: rupees, sgst: rupees, igst: rupees, total: rupees }),
  /** "Rupees One Thousand Two Hundred and Fifty Only". */
  totalInWords: z.string(),
  paymentMethod: z.string(),
  /** The order was cancelled after it was invoiced: this credit note cancels the whole invoice. */
  creditNote: z.object({ number: z.string(), date: isoDate }).nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

// Kept where zod is not, so the pages that show an invoice load no schema.
export { invoiceMessages } from '../invoice-texts';
