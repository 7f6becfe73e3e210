/**
 * A story's phone without a network, as its browser reports it (`navigator.onLine`, the
 * `offline` event), until the story ends: a `beforeEach`.
 */
export function offline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    Reflect.deleteProperty(navigator, 'onLine');
    window.dispatchEvent(new Event('online'));
  };
}
