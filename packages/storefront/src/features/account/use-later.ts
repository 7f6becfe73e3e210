import { useCallback, useEffect, useRef } from 'react';

/**
 * `later(ms, run)` schedules `run`; whatever is still pending when the page goes away is
 * cancelled, so a visitor who leaves mid-countdown is not pulled back by it.
 */
export function useLater() {
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pending.current;
    return () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    };
  }, []);
  return useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      run();
    }, ms);
    pending.current.add(timer);
  }, []);
}
