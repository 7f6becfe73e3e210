import { useEffect } from 'react';

/**
 * The home page's catalogue sections log a failed request and nothing more (HOME-18,
 * HOME-24): the list stays empty, as the spec's error catalogue asks.
 */
export function useLoggedFailure(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}
