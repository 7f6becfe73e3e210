import { useEffect } from 'react';
import { useLatest } from '../../lib/use-latest';

type DismissOptions = {
  /** Only an open menu listens. */
  open: boolean;
  /** The open tab with its panel: a press inside it keeps the menu open. */
  container: () => HTMLElement | null | undefined;
  /** The whole menu: focus moving anywhere inside it keeps the menu open. */
  menu: () => HTMLElement | null | undefined;
  onDismiss: () => void;
  onEscape: () => void;
};

/** Closes an open menu on Escape, on a press outside its open tab, and when focus leaves it. */
export function useDismiss({ open, container, menu, onDismiss, onEscape }: DismissOptions) {
  const latest = useLatest({ container, menu, onDismiss, onEscape });
  useEffect(() => {
    if (!open) return;
    const outside = (element: () => HTMLElement | null | undefined, target: EventTarget | null) =>
      !(target instanceof Node && element()?.contains(target));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onEscape();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (outside(latest.current.container, event.target)) latest.current.onDismiss();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(latest.current.menu, event.target)) latest.current.onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, latest]);
}
