import { type Cart, packLabelToShow, whatsappLink } from '@dhanya/api';
import { formatPrice } from '@dhanya/ui';
import type { StorefrontTexts } from '../../locales/en';

type OrderTexts = StorefrontTexts['offline']['whatsappOrder'];

/**
 * The shop's WhatsApp chat, opened with the cart as a message (issue 35: checkout offline):
 * each line as "2 × Aged Basmati Rice · 5 kg: ₹1,240.00", then the total.
 */
export function whatsappOrderLink(shopNumber: string, cart: Cart, texts: OrderTexts): string {
  const lines = cart.products.map((line) => {
    const pack = packLabelToShow(line.product.title, line.pack.label);
    const name = pack ? `${line.product.title} · ${pack}` : line.product.title;
    return texts.line(line.quantity, name, formatPrice(line.price));
  });
  const message = [texts.opening, ...lines, texts.total(formatPrice(cart.totalAmount))].join('\n');
  return whatsappLink(shopNumber, message);
}
