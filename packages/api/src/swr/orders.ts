import useSWR from 'swr';
import { api } from '../client';
import * as endpoints from '../endpoints/orders';
import { paths } from '../paths';
import type { Order, OrderStatus } from '../schemas/orders';
import { type Mutate, globalMutate, keys, revalidateUnder } from './keys';
import { useApiMutation } from './mutation';

/** A guest has no orders to ask for (AUTH-04): no key, no request. */
export function useMyOrders() {
  return useSWR<Order[], Error>(api.hasToken() ? paths.myOrders : null, () => endpoints.getMyOrders());
}

/**
 * The admin Orders tab, one page at a time (ADMIN-42), or the orders whose id starts with
 * `orderId`. The previous page stays on screen while the next one loads.
 */
export function useAdminOrders(query: endpoints.AdminOrdersQuery = {}) {
  return useSWR<endpoints.AdminOrderPage, Error>(
    api.hasToken() ? keys.adminOrders(query) : null,
    () => endpoints.getAdminOrders(query),
    { keepPreviousData: true },
  );
}

async function updateOrderStatus(orderId: string, status: OrderStatus, mutate: Mutate = globalMutate) {
  await endpoints.updateOrderStatus(orderId, status);
  await revalidateUnder(mutate, paths.adminOrders, paths.myOrders);
}

export type OrderStatusChange = { orderId: string; status: OrderStatus };

export const useUpdateOrderStatus = () =>
  useApiMutation('order.status', ({ orderId, status }: OrderStatusChange, mutate) =>
    updateOrderStatus(orderId, status, mutate),
  );
