/**
 * The requests a story's code makes, followed from `fetch`. Installed by the preview, so a
 * play function can wait until every request it caused has been answered (`requestsIdle`)
 * instead of sleeping. Under Vitest, story files share one page (isolate: false in
 * vitest.config.ts): after each story the requests it left running — a checkout held by a
 * `slow` handler, say — are aborted while it is still on the page (`endStoryRequests`), and
 * any it starts while winding down are refused at once. Otherwise one would be answered
 * inside a later story, where its code would update a cache that story has thrown away.
 */
let storyRequests = new AbortController();
const pending = new Set<Promise<unknown>>();
let installed = false;

/** A request of the story's code, not one of the runner's own (`data:` files, `/@vite/…`). */
function isStoryRequest(input: RequestInfo | URL): boolean {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  return url.protocol.startsWith('http') && !url.pathname.startsWith('/@') && !url.pathname.startsWith('/__');
}

/** Follows the page's `fetch` from now on; once per page. */
export function installStoryRequests() {
  if (installed) return;
  installed = true;
  const realFetch = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (!isStoryRequest(input)) return realFetch(input, init);
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const signal = own ? AbortSignal.any([own, storyRequests.signal]) : storyRequests.signal;
    const request = realFetch(input, { ...init, signal });
    const settled = request.then(
      () => undefined,
      () => undefined,
    );
    pending.add(settled);
    void settled.then(() => pending.delete(settled));
    return request;
  };
}

const timeout = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextTask = () => timeout(0);

/**
 * Resolves once the story's code has no request left unanswered, including any it starts on
 * the way: what a click was going to send has been sent, and answered, by then. A play
 * function proves that nothing was sent by checking its handlers' log after this. A request
 * that is never answered (a `slow` handler) is waited for `timeoutMs` at most.
 */
export async function requestsIdle(timeoutMs = 3000) {
  const deadline = performance.now() + timeoutMs;
  await nextTask();
  while (pending.size > 0 && performance.now() < deadline) {
    await Promise.race([Promise.all(pending), timeout(deadline - performance.now())]);
    await nextTask();
  }
}

/** Before a story: its requests run until it ends. */
export function beginStoryRequests() {
  storyRequests = new AbortController();
}

/** After a story: aborts what it left running and lets its code handle the aborts. */
export async function endStoryRequests() {
  storyRequests.abort(new DOMException('The story ended', 'AbortError'));
  await requestsIdle();
}
