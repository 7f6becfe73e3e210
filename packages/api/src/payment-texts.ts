// What the shop says about delivery and payment, and the links it makes: plain functions, no
// zod, so a page that only shows them (the product page's delivery check) loads no schema.

let rupees: Intl.NumberFormat | undefined;
/** 200000 paise → "₹2,000.00", as the server's messages and links write amounts. */
export const rupeesText = (paise: number): string =>
  (rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })).format(paise / 100);

export const deliveryMessages = {
  invalid: 'Enter a 6-digit pincode',
  withCod: (pincode: string) => `We deliver to ${pincode}. Cash on delivery is available.`,
  prepaidOnly: (pincode: string) => `We deliver to ${pincode}. Pay online: cash on delivery is not available there.`,
  notServed: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet.`,
};

/** What a checkout is refused with when the shop's rules do not allow it; the server's words, the UI shows them. */
export const checkoutRuleMessages = {
  notServed: (pincode: string) => `Sorry, we do not deliver to ${pincode} yet. Please check the pincode.`,
  invalidPincode: 'Please enter a 6-digit pincode',
  codNotHere: (pincode: string) => `Cash on delivery is not available for ${pincode}. Please pay online.`,
  codAbove: (limit: string) => `Cash on delivery is available for orders up to ${limit}. Please pay online.`,
  belowMinimum: (minimum: string, short: string) => `The minimum order is ${minimum}. Add ${short} more to order.`,
  noOnlinePayment: 'Online payment is not available at this shop yet. Please choose cash on delivery.',
  onlinePaymentFailed: 'Online payment could not be started. Please try again, or choose cash on delivery.',
  tooManyUnpaid: (count: number) => `You have ${count} orders waiting for payment. Pay or cancel one first.`,
};

/** Orders one account may have waiting for an online payment at once: each holds stock. */
export const maxUnpaidOrdersPerAccount = 2;

/** What the shop and the shopper call an order: "DH-" and the first 8 characters of its id. */
export const orderReference = (orderId: string): string => `DH-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** The UPI deep link (NPCI's UPI linking specification) for paying an order. */
export function upiPayLink({
  upiId,
  payeeName,
  amount,
  reference,
}: {
  upiId: string;
  payeeName: string;
  amount: number;
  reference: string;
}): string {
  const query = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', `Order ${reference}`],
    ['tr', reference],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');
  return `upi://pay?${query}`;
}

/** What the shopper's WhatsApp message to the shop says of an order. */
export const orderWhatsappText = (reference: string, amountPaise: number): string =>
  `Hello! I placed order ${reference} for ${rupeesText(amountPaise)}. Please confirm it.`;

/** A wa.me link to an Indian mobile number (10 digits), with the text to send. */
export const whatsappLink = (mobile: string, text: string): string =>
  `https://wa.me/91${mobile}?text=${encodeURIComponent(text)}`;
