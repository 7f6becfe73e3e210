import useSWR from 'swr';
import { api } from '../client';
import * as endpoints from '../endpoints/payments';
import { isPincode } from '../pincodes';
import { paths } from '../paths';
import type { CheckoutRules, DeliveryCheck, OrderPayment } from '../schemas/payments';
import { type Mutate, globalMutate, revalidateUnder } from './keys';
import { useApiMutation } from './mutation';

/** While an order waits for its payment, its page asks again this often: the staff's "paid" shows without a reload. */
const paymentRefreshMs = 10_000;

/** The shop's checkout rules, public: asked by a cart so that offline it still knows them (issue 35). */
export function useCheckoutRules() {
  return useSWR<CheckoutRules, Error>(paths.checkoutRules, () => endpoints.getCheckoutRules());
}

/** How to pay the shopper's order; asked again while it waits for its payment. */
export function useOrderPayment(orderId: string | undefined) {
  return useSWR<OrderPayment, Error>(
    api.hasToken() && orderId ? paths.orderPayment(orderId) : null,
    () => endpoints.getOrderPayment(orderId!),
    { refreshInterval: (payment) => (payment?.status === 'awaiting_payment' ? paymentRefreshMs : 0) },
  );
}

async function submitUtr(orderId: string, utr: string, mutate: Mutate = globalMutate) {
  const payment = await endpoints.submitUtr(orderId, utr);
  await mutate(paths.orderPayment(orderId), payment, { revalidate: false });
  return payment;
}

export const useSubmitUtr = () =>
  useApiMutation('payment.utr', ({ orderId, utr }: { orderId: string; utr: string }, mutate) =>
    submitUtr(orderId, utr, mutate),
  );

/** The shopper cancels an order waiting for its payment; their orders and its payment page are read again. */
async function cancelMyOrder(orderId: string, mutate: Mutate = globalMutate) {
  await endpoints.cancelMyOrder(orderId);
  await revalidateUnder(mutate, paths.myOrders);
}

export const useCancelMyOrder = () =>
  useApiMutation('order.cancel-mine', (orderId: string, mutate) => cancelMyOrder(orderId, mutate));

async function markOrderPaid(orderId: string, utr: string | undefined, mutate: Mutate = globalMutate) {
  await endpoints.markOrderPaid(orderId, utr);
  await revalidateUnder(mutate, paths.adminOrders, paths.myOrders);
}

export const useMarkOrderPaid = () =>
  useApiMutation('order.paid', ({ orderId, utr }: { orderId: string; utr?: string | undefined }, mutate) =>
    markOrderPaid(orderId, utr, mutate),
  );

/** Whether the shop delivers to a pincode; nothing is asked until it is 6 digits. */
export function useDeliveryCheck(pincode: string) {
  const text = pincode.replace(/\s+/g, '');
  return useSWR<DeliveryCheck, Error>(isPincode(text) ? paths.deliveryCheck(text) : null, () =>
    endpoints.checkDelivery(text),
  );
}
