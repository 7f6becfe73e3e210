import { useEffect, useRef } from 'react';

type HoverOpenOptions = {
  /** The open item ('' for none). */
  value: string;
  setValue: (value: string) => void;
  /** Hovering a tab opens it after this long while no panel is open. */
  delayMs: number;
  /** Within this long of a panel closing, hovering a tab opens it at once. */
  skipDelayMs: number;
  /** The pointer leaving tab and panel closes the panel after this long. */
  closeDelayMs: number;
};

/**
 * Opening and closing a menu panel with the mouse, with Radix NavigationMenu's timing: a
 * delay before the first panel opens, none while moving from one tab to the next, and a
 * short grace period to move the pointer from a tab into its panel.
 */
export function useHoverOpen({ value, setValue, delayMs, skipDelayMs, closeDelayMs }: HoverOpenOptions) {
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closedAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (value === '') return;
    return () => {
      closedAt.current = Date.now();
    };
  }, [value]);

  useEffect(
    () => () => {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
    [],
  );

  const open = (item: string) => {
    clearTimeout(closeTimer.current);
    setValue(item);
  };
  const startClosing = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setValue(''), closeDelayMs);
  };

  return {
    enterTab(item: string) {
      clearTimeout(openTimer.current);
      const opensAtOnce = skipDelayMs > 0 && (value !== '' || Date.now() - closedAt.current < skipDelayMs);
      if (opensAtOnce) open(item);
      else if (item === value) clearTimeout(closeTimer.current);
      else openTimer.current = setTimeout(() => open(item), delayMs);
    },
    leaveTab() {
      clearTimeout(openTimer.current);
      startClosing();
    },
    enterPanel: () => clearTimeout(closeTimer.current),
    leavePanel: startClosing,
    /** Forgets a pending open, e.g. when a click or a key closes the menu. */
    cancel() {
      clearTimeout(openTimer.current);
      clearTimeout(closeTimer.current);
    },
  };
}
