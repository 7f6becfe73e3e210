import useSWR from 'swr';
import { api } from '../client';
import * as endpoints from '../endpoints/invoices';
import { paths } from '../paths';
import type { Invoice } from '../schemas/invoices';

/** The shopper's invoice for an order (`as: 'shopper'`), or any order's for the staff. */
export function useInvoice(orderId: string | undefined, as: 'shopper' | 'admin' = 'shopper') {
  const key = orderId ? (as === 'admin' ? paths.adminOrderInvoice(orderId) : paths.orderInvoice(orderId)) : null;
  return useSWR<Invoice, Error>(api.hasToken() ? key : null, () =>
    as === 'admin' ? endpoints.getAdminOrderInvoice(orderId!) : endpoints.getOrderInvoice(orderId!),
  );
}
