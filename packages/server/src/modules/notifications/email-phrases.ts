import { type ContentLanguage, type OrderEvent, contentLanguages, shopperEmailSubject } from '@dhanya/api/contract';

/** Every sentence of the shopper's order e-mails, in one language (issue 34). */
export interface EmailPhrases {
  subject: (event: OrderEvent, reference: string) => string;
  hello: (name: string) => string;
  placed: (reference: string) => string;
  placedAwaitingPayment: (reference: string, payLink: string) => string;
  paid: (amount: string, reference: string) => string;
  shipped: (reference: string) => string;
  delivered: (reference: string) => string;
  cancelled: (reference: string) => string;
  refunded: (amount: string) => string;
  refundDue: (amount: string) => string;
  invoice: (number: string, link: string) => string;
  creditNote: (creditNote: string, invoice: string, link: string) => string;
  total: string;
  payment: string;
  /** How the language names the payment methods; without it, as the invoice does (English). */
  paymentMethods?: Record<string, string>;
  deliveryTo: string;
  yourOrders: string;
  thankYou: string;
}

const english: EmailPhrases = {
  subject: shopperEmailSubject,
  hello: (name) => `Hello ${name},`,
  placed: (reference) => `We have your order ${reference} and will let you know when it ships.`,
  placedAwaitingPayment: (reference, payLink) =>
    `We have your order ${reference}. It is waiting for your payment: pay at ${payLink}`,
  paid: (amount, reference) => `We received your payment of ${amount} for order ${reference}.`,
  shipped: (reference) => `Your order ${reference} has shipped.`,
  delivered: (reference) => `Your order ${reference} was delivered. We hope you enjoy it.`,
  cancelled: (reference) => `Your order ${reference} is cancelled.`,
  refunded: (amount) => ` Your payment of ${amount} is refunded.`,
  refundDue: (amount) => ` We will refund your payment of ${amount}.`,
  invoice: (number, link) => `Your invoice ${number}: ${link}`,
  creditNote: (creditNote, invoice, link) => `Credit note ${creditNote} cancels your invoice ${invoice}: ${link}`,
  total: 'Total',
  payment: 'Payment',
  deliveryTo: 'Delivery to:',
  yourOrders: 'Your orders',
  thankYou: 'Thank you,',
};

// How a shop writes to its Hindi-reading shoppers: the order number, amounts and links as they are.
const hindiSubjects: Record<OrderEvent, (reference: string) => string> = {
  placed: (reference) => `आपका ऑर्डर ${reference} मिल गया है`,
  paid: (reference) => `ऑर्डर ${reference} का भुगतान मिल गया`,
  shipped: (reference) => `आपका ऑर्डर ${reference} रास्ते में है`,
  delivered: (reference) => `आपका ऑर्डर ${reference} पहुँच गया`,
  cancelled: (reference) => `आपका ऑर्डर ${reference} रद्द हो गया`,
};

const hindi: EmailPhrases = {
  subject: (event, reference) => hindiSubjects[event](reference),
  hello: (name) => `नमस्ते ${name},`,
  placed: (reference) => `हमें आपका ऑर्डर ${reference} मिल गया है। भेजते ही हम आपको बताएँगे।`,
  placedAwaitingPayment: (reference, payLink) =>
    `हमें आपका ऑर्डर ${reference} मिल गया है। यह आपके भुगतान का इंतज़ार कर रहा है: यहाँ भुगतान करें ${payLink}`,
  paid: (amount, reference) => `ऑर्डर ${reference} के लिए आपका ${amount} का भुगतान हमें मिल गया है।`,
  shipped: (reference) => `आपका ऑर्डर ${reference} भेज दिया गया है।`,
  delivered: (reference) => `आपका ऑर्डर ${reference} पहुँच गया है। उम्मीद है आपको पसंद आएगा।`,
  cancelled: (reference) => `आपका ऑर्डर ${reference} रद्द कर दिया गया है।`,
  refunded: (amount) => ` आपका ${amount} का भुगतान वापस कर दिया गया है।`,
  refundDue: (amount) => ` आपका ${amount} का भुगतान हम वापस करेंगे।`,
  invoice: (number, link) => `आपका बिल ${number}: ${link}`,
  creditNote: (creditNote, invoice, link) => `क्रेडिट नोट ${creditNote} आपके बिल ${invoice} को रद्द करता है: ${link}`,
  total: 'कुल',
  payment: 'भुगतान',
  paymentMethods: { cod: 'कैश ऑन डिलीवरी', upi: 'UPI', razorpay: 'ऑनलाइन (Razorpay)' },
  deliveryTo: 'डिलीवरी का पता:',
  yourOrders: 'आपके ऑर्डर',
  thankYou: 'धन्यवाद,',
};

const phrasebooks: Record<'en' | ContentLanguage, EmailPhrases> = { en: english, hi: hindi };

/** The phrases of a shopper's stored language; English for any other. */
export function emailPhrases(language: string | null | undefined): EmailPhrases {
  return phrasebooks[contentLanguageOf(language) ?? 'en'];
}

/** The stored language as the catalogue's translations name it; undefined for English (or anything unknown). */
export const contentLanguageOf = (language: string | null | undefined): ContentLanguage | undefined =>
  contentLanguages.find((known) => known === language);
