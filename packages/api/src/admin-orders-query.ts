/** What the admin Orders tab asks for, without zod: the SWR keys read it too. */
export type AdminOrdersQuery = {
  page?: number;
  pageSize?: number;
  /** Only the orders whose id starts with this text; blank for every order. */
  orderId?: string;
};

/** What an admin orders request asks with: page 1 by default, blank search text left out. */
export function adminOrdersQuery({ page = 1, pageSize, orderId }: AdminOrdersQuery = {}) {
  return { page, pageSize, orderId: orderId?.trim() || undefined };
}
