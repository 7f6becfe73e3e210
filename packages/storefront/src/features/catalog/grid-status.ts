/** What a catalogue list shows: skeletons, the error with "Try Again", or the products. */
export type GridStatus = 'loading' | 'error' | 'ready';

type Loadable = { data?: unknown; error?: unknown; isValidating?: boolean };

/**
 * Data already shown wins over a later failure (a failed background refresh keeps the list);
 * a "Try Again" in flight shows the loading state again rather than the old error.
 */
export function gridStatus({ data, error, isValidating = false }: Loadable): GridStatus {
  if (data !== undefined) return 'ready';
  if (error && !isValidating) return 'error';
  return 'loading';
}
