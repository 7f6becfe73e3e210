import { type AdminOrder, orderStatusLabel, whatsappLink } from '@dhanya/api';
import { formatPrice } from '@dhanya/ui';

/**
 * The 10-digit Indian mobile in a phone number as customers type it ("+91 98450 12345"), or
 * null when it is none (a landline with its 0-prefixed area code, say): WhatsApp links need one.
 */
export function indianMobile(phone: string): string | null {
  let digits = phone.replace(/[\s().-]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  return /^[6-9][0-9]{9}$/.test(digits) ? digits : null;
}

type MessagedOrder = Pick<AdminOrder, 'reference' | 'status' | 'totalAmount' | 'firstName' | 'customer'>;

/** What the staff send first: the order's reference, total and status, in the customer's chat. */
export function customerWhatsappMessage(order: MessagedOrder): string {
  const name = order.customer?.name.split(' ')[0] || order.firstName;
  const greeting = name ? `Hello ${name}` : 'Hello';
  return `${greeting}, about your order ${order.reference} of ${formatPrice(order.totalAmount)}: it is ${orderStatusLabel(order.status).toLowerCase()}.`;
}

/** A wa.me link to the customer with that message, or null without a mobile number to send it to. */
export function customerWhatsappLink(order: MessagedOrder): string | null {
  const mobile = order.customer ? indianMobile(order.customer.phone) : null;
  return mobile ? whatsappLink(mobile, customerWhatsappMessage(order)) : null;
}
