import { api } from '../client';
import { paths } from '../paths';
import type { Invoice } from '../schemas/invoices';
import { devCheck } from './dev-check';

/** GET /api/user/orders/{id}/invoice: the shopper's invoice for their order; 404 until it has one. */
export function getOrderInvoice(orderId: string): Promise<Invoice> {
  return api.get(paths.orderInvoice(orderId), { schema: devCheck('invoice') });
}

/** GET /api/admin/orders/{id}/invoice (staff): any order's invoice. */
export function getAdminOrderInvoice(orderId: string): Promise<Invoice> {
  return api.get(paths.adminOrderInvoice(orderId), { schema: devCheck('invoice') });
}

/** The invoice as a PDF: the shopper's own, or (`admin`) any order's for the staff. */
export function getInvoicePdf(orderId: string, as: 'shopper' | 'admin' = 'shopper'): Promise<Blob> {
  return api.file(as === 'admin' ? paths.adminOrderInvoicePdf(orderId) : paths.orderInvoicePdf(orderId));
}
