/**
 * Every story's requests end with the story. Stories share one page (isolate: false in
 * vitest.config.ts), so a request a story left running — a checkout held by a `slow` handler,
 * say — would otherwise be answered inside a later story, where its code would update a cache
 * that story has already thrown away. After each story the requests it started are aborted,
 * while it is still on the page, and any it starts while winding down are refused at once.
 */
let storyRequests = new AbortController();
const pending = new Set<Promise<unknown>>();
const realFetch = window.fetch.bind(window);

/** A request of the story's code, not one of the runner's own (`data:` files, `/@vite/…`). */
function isStoryRequest(input: RequestInfo | URL): boolean {
  const url = new URL(input instanceof Request ? input.url : String(input), location.href);
  return url.protocol.startsWith('http') && !url.pathname.startsWith('/@') && !url.pathname.startsWith('/__');
}

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

/** Before a story: its requests run until it ends. */
export function beginStoryRequests() {
  storyRequests = new AbortController();
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** After a story: aborts what it left running and lets its code handle the aborts. */
export async function endStoryRequests() {
  storyRequests.abort(new DOMException('The story ended', 'AbortError'));
  for (let round = 0; round < 5 && pending.size > 0; round++) {
    await Promise.all(pending);
    await nextTask();
  }
}
