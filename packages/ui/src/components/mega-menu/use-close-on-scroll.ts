import { useEffect } from 'react';
import { useLatest } from '../../lib/use-latest';

/** "Desktop" in the spec: 900 px and wider. */
const DESKTOP_MEDIA_QUERY = '(min-width: 900px)';

type CloseOnScrollOptions = {
  /** Only an open menu listens; the start position is taken when it opens. */
  open: boolean;
  onClose: () => void;
  /** A scroll of more than this many pixels from where the menu opened closes it. */
  thresholdPx?: number | undefined;
  /** A burst of scroll events closer than this is evaluated once, this long after the last. */
  debounceMs?: number | undefined;
};

/** Closes an open popup once the page has scrolled away from where it was opened. */
export function useCloseOnScroll({ open, onClose, thresholdPx = 20, debounceMs = 200 }: CloseOnScrollOptions) {
  const onCloseRef = useLatest(onClose);
  useEffect(() => {
    if (!open) return;
    const start = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const evaluate = () => {
      if (Math.abs(window.scrollY - start) > thresholdPx) onCloseRef.current();
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(evaluate, debounceMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open, thresholdPx, debounceMs, onCloseRef]);
}

type CloseOnViewportChangeOptions = {
  open: boolean;
  onClose: () => void;
  /** While open, the popup closes when this media query stops matching. */
  query?: string | undefined;
};

/** Closes an open desktop-only popup when the window narrows to mobile width. */
export function useCloseOnViewportChange({ open, onClose, query = DESKTOP_MEDIA_QUERY }: CloseOnViewportChangeOptions) {
  const onCloseRef = useLatest(onClose);
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(query);
    const onChange = () => {
      if (!media.matches) onCloseRef.current();
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open, query, onCloseRef]);
}
