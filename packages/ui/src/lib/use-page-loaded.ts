import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

const isLoaded = () => document.readyState === 'complete';
const notOnTheServer = () => false;

/**
 * False until the page's own load has finished (the window's `load` event), and while the
 * server renders. Parts that are not on screen yet wait for it, so they never compete
 * with what the shopper sees first.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(subscribe, isLoaded, notOnTheServer);
}
