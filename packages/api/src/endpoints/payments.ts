import { api } from '../client';
import { paths } from '../paths';
import type { CheckoutRules, DeliveryCheck, OrderPayment } from '../schemas/payments';
import { devCheck } from './dev-check';

/** GET /api/user/orders/{id}/payment: how to pay the shopper's order, and how it stands. */
export function getOrderPayment(orderId: string): Promise<OrderPayment> {
  return api.get(paths.orderPayment(orderId), { schema: devCheck('orderPayment') });
}

/** POST /api/user/orders/{id}/payment/utr: the UPI transaction ID the shopper paid with. */
export function submitUtr(orderId: string, utr: string): Promise<OrderPayment> {
  return api.post(paths.orderUtr(orderId), { utr }, { schema: devCheck('orderPayment') });
}

/** POST /api/user/orders/{id}/cancel: the shopper cancels their order still waiting for its payment. */
export async function cancelMyOrder(orderId: string): Promise<void> {
  await api.post(paths.cancelMyOrder(orderId), {}, { schema: devCheck('orderStatusChange') });
}

/** POST /api/admin/orders/{id}/paid (admin): the staff saw the money arrive. */
export async function markOrderPaid(orderId: string, utr?: string): Promise<void> {
  await api.post(paths.markOrderPaid(orderId), utr ? { utr } : {}, { schema: devCheck('orderStatusChange') });
}

/** GET /api/delivery/{pincode}: whether the shop delivers there, and takes cash there. */
export function checkDelivery(pincode: string): Promise<DeliveryCheck> {
  return api.get(paths.deliveryCheck(pincode), { schema: devCheck('deliveryCheck') });
}

/** GET /api/shop/checkout-rules: what a checkout is told of the shop's rules, its WhatsApp number among them. */
export function getCheckoutRules(): Promise<CheckoutRules> {
  return api.read(paths.checkoutRules, { schema: devCheck('checkoutRules') });
}
