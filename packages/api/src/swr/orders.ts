import useSWR from 'swr';
import { api } from '../client';
import * as endpoints from '../endpoints/orders';
import { paths } from '../paths';
import { type Order, type OrderStatus } from '../schemas/orders';
import { type Mutate, globalMutate, keys, revalidateUnder } from './keys';
import { useApiMutation } from './mutation';

/** A guest has no orders to ask for (AUTH-04): no key, no request. */
export function useMyOrders() {
  return useSWR<Order[], Error>(api.hasToken() ? paths.myOrders : null, () => endpoints.getMyOrders());
}

/** The admin Orders tab, one page at a time (ADMIN-42). */
export function useAdminOrders(page = 1) {
  return useSWR<endpoints.AdminOrderPage, Error>(api.hasToken() ? keys.adminOrders(page) : null, () =>
    endpoints.getAdminOrders(page),
  );
}

export async function updateOrderStatus(orderId: string, status: OrderStatus, mutate: Mutate = globalMutate) {
  await endpoints.updateOrderStatus(orderId, status);
  await revalidateUnder(mutate, paths.adminOrders, paths.myOrders);
}

export type OrderStatusChange = { orderId: string; status: OrderStatus };

export const useUpdateOrderStatus = () =>
  useApiMutation('order.status', ({ orderId, status }: OrderStatusChange, mutate) =>
    updateOrderStatus(orderId, status, mutate),
  );
