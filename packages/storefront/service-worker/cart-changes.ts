import { KEPT_FOR_LATER_HEADER } from '@dhanya/api/kept-for-later';
import { Queue } from 'workbox-background-sync';
import type { KeptChange } from './cache-rules';
import type { CartChangesSent } from './worker-messages';

declare const self: ServiceWorkerGlobalScope;

/**
 * A signed-in shopper's cart changes made without the network wait here (IndexedDB, through
 * Workbox's queue) and go to the server in the order they were made: on Background Sync's
 * event where the browser has it, when a page says the network is back, and before any newer
 * change. A change kept for a week without a network is dropped.
 *
 * A logout made offline waits behind them: the changes reach the cart while the session still
 * holds, then the session ends on the server, and the last copy of its token leaves the phone.
 */
const queue = new Queue('dhanya-cart-changes', { maxRetentionTime: 7 * 24 * 60, onSync: () => sendKept() });

let sending: Promise<void> = Promise.resolve();

/**
 * Sends the kept changes, oldest first, one sender at a time. Rejects, keeping the rest, when
 * the network fails again (Background Sync then tries again later).
 */
export function sendKept(): Promise<void> {
  const run = sending.then(sendEach, sendEach);
  sending = run.catch(() => undefined);
  return run;
}

async function sendEach() {
  const outcome: CartChangesSent = { type: 'CART_CHANGES_SENT', made: 0, refused: [] };
  try {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      let answer: Response;
      try {
        answer = await fetch(entry.request.clone());
      } catch (error) {
        await queue.unshiftRequest(entry);
        throw error;
      }
      // A logout is not the shopper's cart: the pages are told of cart changes only.
      if (kindOf(entry.metadata) === 'logout') continue;
      // A refusal (out of stock, say) is the server's answer: it is told, not sent again.
      if (answer.ok) outcome.made += 1;
      else outcome.refused.push(await serverWords(answer));
    }
  } finally {
    if (outcome.made || outcome.refused.length) await tellPages(outcome);
  }
}

/**
 * A cart change or a logout from a page: sent after the kept ones; without the network, kept
 * and answered with a 503 that says so (`KEPT_FOR_LATER_HEADER`), so the page shows it as waiting.
 */
export async function sendOrKeep(request: Request, kind: KeptChange): Promise<Response> {
  const change = kind === 'cart' ? withChangeKey(request) : request;
  const copy = change.clone();
  try {
    await sendKept();
    return await fetch(change);
  } catch {
    await queue.pushRequest({ request: copy, metadata: { kind } });
    return new Response(JSON.stringify({ message: 'Kept to send when the network returns' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', [KEPT_FOR_LATER_HEADER]: '1' },
    });
  }
}

/**
 * The change with a key of its own, from its first try: when the network drops after the shop
 * has made it, the copy sent later names the same key, and the shop does not make it twice.
 */
function withChangeKey(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set('Idempotency-Key', crypto.randomUUID());
  return new Request(request, { headers });
}

/** What a kept entry is; entries kept before logouts were kept are cart changes. */
const kindOf = (metadata: object | undefined): KeptChange =>
  (metadata as { kind?: KeptChange } | undefined)?.kind ?? 'cart';

async function serverWords(answer: Response): Promise<string> {
  const body = (await answer.json().catch(() => undefined)) as { msg?: unknown; message?: unknown } | undefined;
  const words = body?.msg ?? body?.message;
  return typeof words === 'string' ? words : '';
}

async function tellPages(message: CartChangesSent) {
  for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage(message);
}
