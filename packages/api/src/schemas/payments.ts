import { z } from 'zod';
import { idSchema, isoDate, lineText, rupees } from './common';

/**
 * Paying for an order (issue 15): who takes the money, the UPI payment page's answer, the
 * UTR a shopper enters, the staff's confirmation, and what a shopper may ask before checkout
 * (where the shop delivers, whether it takes cash there, its order limits).
 */

/** Who takes an order's payment: cash at the door, the shop's UPI ID, or Razorpay. */
export const paymentMethods = ['cod', 'upi', 'razorpay'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** 'refund_due': a paid order was cancelled and the shop owes the money back by hand. */
export const paymentStatuses = ['unpaid', 'paid', 'refunded', 'refund_due'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A UPI transaction reference (UTR, the bank's RRN): 12 digits, shown in every UPI app's receipt. */
const utrSchema = lineText('UTR')
  .transform((text) => text.replace(/\s+/g, ''))
  .refine((text) => /^[0-9]{12}$/.test(text), 'Enter the 12-digit UPI transaction ID (UTR) from your UPI app');

/** POST /api/user/orders/{id}/payment/utr: the UTR the shopper paid with. */
export const utrRequestSchema = z.object({ utr: utrSchema });
/** POST /api/admin/orders/{id}/paid: the staff saw the money arrive; the UTR they saw it with. */
export const markPaidRequestSchema = z.object({ utr: utrSchema.optional() });
/** The admin's "Mark paid" form: its UTR field left blank sends none. */
export const markPaidFormSchema = z.object({
  utr: z
    .string()
    .transform((text) => (text.trim() === '' ? undefined : text))
    .pipe(utrSchema.optional()),
});

/** GET /api/user/orders/{id}/payment: what the payment page shows. */
export const orderPaymentSchema = z.object({
  orderId: idSchema,
  /** What the shop and the shopper call the order ("DH-1A2B3C4D"): the UPI note and reference. */
  reference: z.string(),
  status: z.string(),
  paymentStatus: z.enum(paymentStatuses),
  method: z.enum(paymentMethods).nullable(),
  amount: rupees,
  /** When an order awaiting payment is cancelled; null when it is not waiting. */
  dueAt: isoDate.nullable(),
  /** The UTR the shopper entered, or the staff recorded. */
  utr: z.string().nullable(),
  upi: z
    .object({
      upiId: z.string(),
      payeeName: z.string(),
      /** upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=…: opens any UPI app on a phone. */
      link: z.string(),
      /** The same link as a QR code, an SVG image's data: URL. */
      qrCode: z.string(),
    })
    .nullable(),
  razorpay: z.object({ keyId: z.string(), orderId: z.string() }).nullable(),
  /** A wa.me link that sends the order to the shop; null when the shop has no WhatsApp number. */
  whatsappLink: z.string().nullable(),
  /** Its GST invoice's number, once paid (issue 16). */
  invoiceNumber: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/** GET /api/shop/checkout-rules: what the checkouts explain before the server enforces it. */
export const checkoutRulesSchema = z.object({
  payments: z.object({ cod: z.boolean(), upi: z.boolean(), razorpay: z.boolean() }),
  /** The smallest order the shop takes, in rupees; null: any. */
  minOrder: rupees.nullable(),
  /** The largest order paid in cash on delivery, in rupees; null: any. */
  codMaxOrder: rupees.nullable(),
  /** Whether the shop delivers to every pincode (it has listed none). */
  deliversEverywhere: z.boolean(),
  whatsappNumber: z.string(),
});
export type CheckoutRules = z.infer<typeof checkoutRulesSchema>;

/** GET /api/delivery/{pincode}: whether the shop delivers there, and takes cash there. */
export const deliveryCheckSchema = z.object({
  pincode: z.string(),
  delivers: z.boolean(),
  cod: z.boolean(),
  message: z.string(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;

/** The path's pincode: any text, so one that is not a pincode is a 400 that says so, not a 404. */
export const pincodeParams = z.object({ pincode: z.string().max(50) });
