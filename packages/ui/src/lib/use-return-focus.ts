import { useRef } from 'react';

/**
 * For a dialog opened without a Radix trigger, which leaves Radix nowhere to return focus on
 * close: `remember` (in `onOpenAutoFocus`) notes the element that had focus, and
 * `onCloseAutoFocus` gives it back there while it is still on the page.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (returnTo.current?.isConnected) {
        event.preventDefault();
        returnTo.current.focus();
      }
    },
  };
}
