import { useEffect, useSyncExternalStore } from 'react';

/**
 * Code a page does not need for its first paint: a dialog's panel, the drawer's contents,
 * the toast viewport. It is fetched the first time it is needed, or earlier on a sign of
 * intent (a hover, a focus) so that it is usually there by the time it is opened.
 */
export type DeferredPart<T> = {
  /** Starts fetching (once; again after a failure) and resolves with the module. */
  load: () => Promise<T>;
  /** The module once fetched. */
  readonly current: T | undefined;
  subscribe: (listener: () => void) => () => void;
};

const everyPart: DeferredPart<unknown>[] = [];

export function deferredPart<T>(fetchModule: () => Promise<T>): DeferredPart<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const part: DeferredPart<T> = {
    load() {
      pending ??= fetchModule().then(
        (module) => {
          current = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get current() {
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  everyPart.push(part);
  return part;
}

/** Fetches a part for a sign of intent; a failure is only logged, the next intent tries again. */
export function preload(part: DeferredPart<unknown>) {
  part.load().catch((error: unknown) => console.error('Could not load part of the page', error));
}

/**
 * Fetches every deferred part, e.g. before tests that time what a user sees. An app never
 * needs it: each part is fetched when it is about to be used.
 */
export function preloadDeferredParts(): Promise<void> {
  return Promise.all(everyPart.map((part) => part.load())).then(() => undefined);
}

/**
 * The part's module once fetched, after fetching it when `needed` turns true. Undefined on
 * the server and while hydrating, so the server's markup (which never has it) matches.
 */
export function useDeferredPart<T>(part: DeferredPart<T>, needed: boolean): T | undefined {
  const current = useSyncExternalStore(
    part.subscribe,
    () => part.current,
    () => undefined,
  );
  useEffect(() => {
    if (needed) preload(part);
  }, [part, needed]);
  return current;
}

/**
 * Fetches a part at the user's first touch or key press on the page: for parts opened by
 * something the user did but with no trigger of their own to watch (toasts, alerts).
 */
export function usePreloadOnFirstInteraction(part: DeferredPart<unknown>) {
  useEffect(() => {
    const fetchPart = () => preload(part);
    const options = { capture: true, once: true };
    document.addEventListener('pointerdown', fetchPart, options);
    document.addEventListener('keydown', fetchPart, options);
    return () => {
      document.removeEventListener('pointerdown', fetchPart, options);
      document.removeEventListener('keydown', fetchPart, options);
    };
  }, [part]);
}
