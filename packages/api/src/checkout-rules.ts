import { rupeesToPaise } from './money';
import { checkoutRuleMessages, deliveryMessages, rupeesText } from './payment-texts';
import type { PaymentType } from './schemas/orders';
import type { CheckoutRules, DeliveryCheck, PaymentMethod } from './schemas/payments';
import { isPincode, listHolds } from './pincodes';
import type { ShopSettings } from './schemas/settings';

// The shop's delivery and order rules: the server enforces them at checkout, the mock API
// answers with them in stories.

type DeliveryRules = Pick<ShopSettings, 'codPincodes' | 'prepaidPincodes'>;

/** Whether the shop has listed where it delivers; with no list it delivers everywhere, cash too. */
const deliversEverywhere = (settings: DeliveryRules): boolean =>
  settings.codPincodes.length === 0 && settings.prepaidPincodes.length === 0;

/** Whether the shop delivers to a pincode, and takes cash there. */
export function deliveryTo(settings: DeliveryRules, pincode: string): DeliveryCheck {
  if (!isPincode(pincode)) return { pincode, delivers: false, cod: false, message: deliveryMessages.invalid };
  const everywhere = deliversEverywhere(settings);
  const cod = everywhere || listHolds(settings.codPincodes, pincode);
  const delivers = cod || listHolds(settings.prepaidPincodes, pincode);
  const message = !delivers
    ? deliveryMessages.notServed(pincode)
    : cod
      ? deliveryMessages.withCod(pincode)
      : deliveryMessages.prepaidOnly(pincode);
  return { pincode, delivers, cod, message };
}

/**
 * Why the shop's rules refuse a checkout, in the shopper's words; undefined when they allow
 * it: a pincode it does not deliver to, an order below its minimum, cash where it takes none
 * or above its cash limit.
 */
export function checkoutRefusal(
  settings: ShopSettings,
  { zip, cash, totalPaise }: { zip: string; cash: boolean; totalPaise: number },
): string | undefined {
  if (!deliversEverywhere(settings)) {
    const pincode = zip.replace(/\s+/g, '');
    if (!isPincode(pincode)) return checkoutRuleMessages.invalidPincode;
    const delivery = deliveryTo(settings, pincode);
    if (!delivery.delivers) return checkoutRuleMessages.notServed(pincode);
    if (cash && !delivery.cod) return checkoutRuleMessages.codNotHere(pincode);
  }
  if (settings.minOrder !== null && totalPaise < rupeesToPaise(settings.minOrder)) {
    const minimum = rupeesToPaise(settings.minOrder);
    return checkoutRuleMessages.belowMinimum(rupeesText(minimum), rupeesText(minimum - totalPaise));
  }
  if (cash && settings.codMaxOrder !== null && totalPaise > rupeesToPaise(settings.codMaxOrder)) {
    return checkoutRuleMessages.codAbove(rupeesText(rupeesToPaise(settings.codMaxOrder)));
  }
  return undefined;
}

/** Whether the shop takes UPI payments to its own UPI ID: it has one. */
export const takesUpi = (settings: Pick<ShopSettings, 'upiId'>): boolean => settings.upiId !== '';

/** The checkouts' cash payment types: the cart dialog's 'cash' and the checkout page's 'COD'. */
const isCashPayment = (type: PaymentType): boolean => type === 'cash' || type === 'COD';

/**
 * Who takes a checkout's payment (issue 15): cash on delivery for 'cash' and 'COD'. For 'upi',
 * the shop's UPI ID, else Razorpay; for 'card' and 'ONLINE', Razorpay, else the shop's UPI ID.
 * Undefined when the shop takes no online payment. Every method but cash leaves the order
 * awaiting its payment.
 */
export function paymentMethodFor(
  type: PaymentType,
  available: { upi: boolean; razorpay: boolean },
): PaymentMethod | undefined {
  if (isCashPayment(type)) return 'cod';
  const upi = available.upi ? 'upi' : undefined;
  const razorpay = available.razorpay ? 'razorpay' : undefined;
  return type === 'upi' ? (upi ?? razorpay) : (razorpay ?? upi);
}

/** What the checkouts are told of the shop's rules before they are enforced (GET /api/shop/checkout-rules). */
export function checkoutRulesOf(settings: ShopSettings, { razorpay }: { razorpay: boolean }): CheckoutRules {
  return {
    payments: { cod: true, upi: takesUpi(settings), razorpay },
    minOrder: settings.minOrder,
    codMaxOrder: settings.codMaxOrder,
    deliversEverywhere: deliversEverywhere(settings),
    whatsappNumber: settings.whatsappNumber,
  };
}
