import { formatDate } from '@dhanya/api';
import { formatPrice } from '@dhanya/ui';

/** What the payment page says (issue 15), in one place for the page, its stories and tests. */
export const paymentTexts = {
  loading: 'Loading your payment...',
  failed: 'Failed to load this payment.',
  payHeading: (amount: number) => `Pay ${formatPrice(amount)} by UPI`,
  scan: 'Scan this code with any UPI app (Google Pay, PhonePe, Paytm, BHIM), or pay from this phone.',
  qrAlt: (amount: number, payee: string) => `UPI QR code to pay ${formatPrice(amount)} to ${payee}`,
  payWithApp: 'Pay with UPI app',
  dueBy: (when: string) =>
    `Please pay by ${when}. After that the order is cancelled and its items go back on the shelf.`,
  utrLabel: 'UPI transaction ID (UTR)',
  utrHelp: 'The 12-digit number in your UPI app’s receipt. The shop matches it with the payment it received.',
  utrSubmit: 'I have paid',
  utrSent: 'Thank you! The shop will confirm your payment soon.',
  waitingHeading: 'We are checking your payment',
  waitingText: (utr: string) =>
    `You told us you paid with UTR ${utr}. This page updates by itself once the shop confirms it.`,
  paidHeading: 'Payment received',
  paidText: 'Thank you! Your order is confirmed and will be packed soon.',
  invoice: 'Invoice',
  cancelledHeading: 'This order was cancelled',
  expiredText: 'The payment did not arrive in time, so the order was cancelled and its items went back on the shelf.',
  refundText: 'If you paid, the shop will refund you.',
  codHeading: 'Your order is placed',
  codText: (amount: number) => `Please keep ${formatPrice(amount)} ready to pay in cash when it arrives.`,
  razorpayHeading: (amount: number) => `Pay ${formatPrice(amount)} online`,
  razorpayText: 'You will pay securely with Razorpay: UPI, cards, net banking or wallets.',
  razorpayButton: 'Pay now',
  whatsapp: 'Send order on WhatsApp',
  myOrders: 'View My Orders',
  keepShopping: 'Continue Shopping',
  orderRef: 'Order',
} as const;

/** "28 Nov 2026, 2:15 pm IST": when a payment is due, in India's time, whatever the phone's zone. */
export function formatDueTime(iso: string): string {
  const text = formatDate(iso, 'date-time');
  return text && `${text} IST`;
}
