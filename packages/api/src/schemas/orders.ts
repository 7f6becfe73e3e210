import { z } from 'zod';
import { freeText, idSchema, isoDate, lineText, requiredText, rupees } from './common';
import { packRefSchema } from './packs';
import { translationsSchema } from './translations';
import { paymentMethods, paymentStatuses } from './payments';

export const paymentTypes = ['cash', 'card', 'upi', 'COD', 'ONLINE'] as const;
export type PaymentType = (typeof paymentTypes)[number];

/** The statuses the staff set (ADMIN-43). */
export const orderStatuses = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Every status an order has: before those, an order paid online waits for its payment (issue 15). */
const orderStates = ['awaiting_payment', ...orderStatuses] as const;
export type OrderState = (typeof orderStates)[number];

const optional = (label: string) =>
  lineText(label).trim().max(200, `${label} must be at most 200 characters`).optional().default('');

/** The checkout form of both checkouts (SERVER-31); totals come from the server. */
export const checkoutRequestSchema = z.object({
  paymentType: z.enum(paymentTypes, { error: 'Please choose a payment method' }),
  firstName: requiredText('First name'),
  lastName: optional('Last name'),
  address: requiredText('Address'),
  address2: optional('Address line 2'),
  city: requiredText('City'),
  state: requiredText('State'),
  zip: requiredText('ZIP'),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** The cart dialog's payment methods, cash on delivery the default (CART-21). */
export const cartPaymentTypes = ['cash', 'card', 'upi'] as const;
/** The simple checkout page's payment types, with no default (CHECKOUT-02). */
export const simplePaymentTypes = ['COD', 'ONLINE'] as const;

const choosePayment = { error: 'Please choose a payment method' };
/** The cart dialog's form: the request with the dialog's own payment methods. */
export const cartCheckoutFormSchema = checkoutRequestSchema.extend({
  paymentType: z.enum(cartPaymentTypes, choosePayment),
});
export type CartCheckoutRequest = z.input<typeof cartCheckoutFormSchema>;
/** The simple checkout page's form. */
export const simpleCheckoutFormSchema = checkoutRequestSchema.extend({
  paymentType: z.enum(simplePaymentTypes, choosePayment),
});

export const checkoutResponseSchema = z.object({ data: z.object({ orderId: idSchema }), msg: z.string().optional() });
export const simpleCheckoutResponseSchema = z.object({ msg: z.string(), orderId: idSchema.optional() });

const orderLineSchema = z.object({
  product: z.object({
    _id: idSchema,
    title: z.string(),
    image: z.string().nullable(),
    /** Its title in other languages when it was bought: a read with `lang` answers in it. */
    translations: translationsSchema.optional(),
  }),
  /** The pack bought, as it was named then; null on lines bought before packs existed. */
  pack: packRefSchema.nullable(),
  quantity: z.number().int(),
  unitPrice: rupees,
  /** The line price: unit price × quantity. */
  price: rupees,
});

const orderSchema = z.object({
  _id: idSchema,
  createdAt: isoDate,
  /** "DH-1A2B3C4D": what the shop and the shopper call the order. */
  reference: z.string(),
  status: z.enum(orderStates),
  paymentType: z.string(),
  /** Never 'paid' without a payment provider's or the staff's confirmation (SERVER-35). */
  paymentStatus: z.enum(paymentStatuses),
  /** Who takes the payment; null on orders from before it was recorded. */
  paymentMethod: z.enum(paymentMethods).nullable(),
  /** When an order awaiting payment is cancelled. */
  paymentDueAt: isoDate.nullable(),
  /** The UPI transaction reference (UTR) given for it. */
  paymentReference: z.string().nullable(),
  /** Its GST invoice's number once it has one (paid, or a cash order delivered): issue 16. */
  invoiceNumber: z.string().nullable(),
  /** The credit note that cancelled its invoice, when an invoiced order was cancelled. */
  creditNoteNumber: z.string().nullable(),
  totalAmount: rupees,
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  products: z.array(orderLineSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const myOrdersResponseSchema = z.object({ orders: z.array(orderSchema) });

const adminOrderSchema = orderSchema.extend({
  /** Null once the customer deleted the account; `phone` as the account stored it ('' when none). */
  customer: z.object({ _id: idSchema, name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  /**
   * Another order with the UTR this one carries: the order it already paid (`paid`), or one
   * whose shopper gave it too. Null when no other order has it.
   */
  utrUsedBy: z.object({ reference: z.string(), paid: z.boolean() }).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** An order is found by the start of its id: at least this many characters of it. */
export const orderIdSearchMinLength = 4;

export const adminOrdersQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().positive().max(100).optional().default(20),
  /**
   * Only the orders whose id starts with this text, in any case. Text too short, or that no
   * id can start with, finds no order; blank text lists them all.
   */
  orderId: freeText('Order id').trim().toLowerCase().max(100, 'Order id must be at most 100 characters').optional(),
});
export const adminOrdersResponseSchema = z.object({
  orders: z.array(adminOrderSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const orderStatusRequestSchema = z.object({ status: z.enum(orderStatuses, { error: 'Unknown order status' }) });

/** PUT /api/admin/orders/{id}/status: the status now stored. */
export const orderStatusResponseSchema = z.object({ msg: z.string(), status: z.enum(orderStates) });
