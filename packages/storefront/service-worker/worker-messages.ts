// What pages and the shop's service worker tell each other: the worker's and the storefront's
// TypeScript projects both compile this file.

/** A page asks the worker to send the cart changes it keeps (the network is back). */
export const sendCartChanges = { type: 'SEND_CART_CHANGES' } as const;

/** The worker tells its pages it sent kept cart changes: how many the server made, and its words for each it refused. */
export type CartChangesSent = { type: 'CART_CHANGES_SENT'; made: number; refused: string[] };

export const isCartChangesSent = (data: unknown): data is CartChangesSent =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'CART_CHANGES_SENT';

export const isSendCartChanges = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === sendCartChanges.type;
