import type { ContactMessage } from '../schemas/messages';
import * as fixtures from './fixtures';

/** A fresh, independent copy of every fixture: what the write handlers change. */
function createMockData() {
  return structuredClone({
    categories: fixtures.categories,
    products: fixtures.products,
    carouselImages: fixtures.carouselImages,
    shopLinks: fixtures.shopLinks,
    footer: fixtures.footer,
    about: fixtures.about,
    terms: fixtures.terms,
    returnPolicy: fixtures.returnPolicy,
    settings: fixtures.shopSettings,
    users: fixtures.users,
    openSessions: fixtures.openSessions,
    leads: fixtures.leads,
    contactMessages: [] as ContactMessage[],
    cartLines: fixtures.cartLines,
    orders: fixtures.orders,
    adminOrders: fixtures.adminOrders,
    outbox: fixtures.outboxMessages,
    /** Whether the server has SMTP_URL: the outbox says "E-mail is off" without it. */
    outboxSending: true,
  });
}

/**
 * The in-memory shop behind the handlers: a play function that adds to the cart sees the
 * line in the next cart request. Call `resetMockData()` before each story or test.
 */
export const db = createMockData();

const resetters = new Set<() => void>();

/** Data a handler group keeps for itself (the empty cart's lines) is reset with the rest. */
export function onReset(reset: () => void): void {
  resetters.add(reset);
}

let lastId = 0;

export function resetMockData(): void {
  Object.assign(db, createMockData());
  // Ids restart too: a story's pictures must not depend on which stories ran before it.
  lastId = 0;
  for (const reset of resetters) reset();
}

/** A new id for an item a handler creates, e.g. `cat-new-1`. */
export const newId = (prefix: string) => `${prefix}-new-${++lastId}`;
