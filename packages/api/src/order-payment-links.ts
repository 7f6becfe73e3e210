import { awaitsUpiPayment } from './order-status-rules';
import { orderWhatsappText, upiPayLink, whatsappLink } from './payment-texts';
import type { ShopSettings } from './schemas/settings';

/**
 * The upi:// link an order's payment page offers: while the order waits for a UPI payment to a
 * shop that has a UPI ID; undefined otherwise.
 */
export function orderUpiLink(
  order: { status: string; paymentMethod: string | null; reference: string; amount: number },
  settings: Pick<ShopSettings, 'upiId' | 'upiPayeeName'>,
): string | undefined {
  if (!awaitsUpiPayment(order) || !settings.upiId) return undefined;
  const { reference, amount } = order;
  return upiPayLink({ upiId: settings.upiId, payeeName: settings.upiPayeeName, amount, reference });
}

/** The shopper's WhatsApp link to the shop about an order; null when the shop has no WhatsApp number. */
export const orderWhatsappLink = (
  settings: Pick<ShopSettings, 'whatsappNumber'>,
  reference: string,
  amountPaise: number,
): string | null =>
  settings.whatsappNumber ? whatsappLink(settings.whatsappNumber, orderWhatsappText(reference, amountPaise)) : null;
