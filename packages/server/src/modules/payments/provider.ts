import { type PaymentMethod, type PaymentType, paymentMethodFor } from '@dhanya/api/contract';

/** What a provider knows of the order it takes the payment of. */
interface PayableOrder {
  id: string;
  /** "DH-1A2B3C4D" (orderReference). */
  reference: string;
  totalPaise: number;
}

/** A payment the provider confirmed, read from its signed webhook. */
interface ConfirmedPayment {
  providerOrderId: string;
  providerPaymentId: string;
  amountPaise: number;
}

export type WebhookReading = { payment: ConfirmedPayment } | { ignored: string } | 'forged';

/**
 * One way of taking an order's payment (issue 15): cash on delivery, the shop's own UPI ID, or
 * a gateway. Checkout asks the provider whether the order must wait for its payment, and
 * once the order is stored, to create the payment; a gateway's signed webhook later confirms it.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Whether the order waits, holding its stock, until the payment is confirmed. */
  readonly awaitsPayment: boolean;
  /** Creates the payment of a stored order; a gateway answers its own order's id. */
  createPayment(order: PayableOrder): Promise<{ providerOrderId?: string }>;
  /** A webhook request's payment, when the signature is the provider's. */
  readWebhook?(rawBody: Buffer, signature: string | undefined): WebhookReading;
  /** Gives a paid order's money back; false when the shop must do it by hand. */
  refund(payment: { providerPaymentId: string | null; amountPaise: number }): Promise<boolean>;
}

/** Cash on delivery: nothing to wait for; the money is collected at the door. */
const cashOnDelivery: PaymentProvider = {
  method: 'cod',
  awaitsPayment: false,
  createPayment: async () => ({}),
  refund: async () => false,
};

/**
 * Paying the shop's UPI ID without a gateway: the shopper scans the QR code or opens the
 * upi:// link, and the staff mark the order paid when they see the money arrive.
 */
const upiToShop: PaymentProvider = {
  method: 'upi',
  awaitsPayment: true,
  createPayment: async () => ({}),
  refund: async () => false,
};

/**
 * Who takes a checkout's payment, as `paymentMethodFor` chooses: cash, the shop's UPI ID or
 * Razorpay. Undefined when the shop takes no online payment.
 */
export function choosePaymentProvider(
  type: PaymentType,
  available: { upi: boolean; razorpay?: PaymentProvider | undefined },
): PaymentProvider | undefined {
  switch (paymentMethodFor(type, { upi: available.upi, razorpay: available.razorpay !== undefined })) {
    case 'cod':
      return cashOnDelivery;
    case 'upi':
      return upiToShop;
    case 'razorpay':
      return available.razorpay;
    case undefined:
      return undefined;
  }
}
