import { useEffect, useRef } from 'react';

/** A ref that always holds the latest value (a callback, say), so listeners need not be re-attached. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
