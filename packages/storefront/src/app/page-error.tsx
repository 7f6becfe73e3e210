import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageNotFound } from '../features/not-found';
import { RouteError } from '@dhanya/shell';
import { useTexts } from '../shared/locale';

type PageErrorProps = {
  /** What this page shows for a 404, e.g. "Product not found"; else "Page not found". */
  notFound?: React.ReactNode;
};

/**
 * A page that could not be shown. The server answers an unknown product with 404 and this
 * page; any other failure (its code did not load) offers a reload, or, offline, reloads.
 */
export function PageError({ notFound }: PageErrorProps) {
  const error = useRouteError();
  const texts = useTexts().pageError;
  const reloading = useOfflinePageInstead(error);
  if (isRouteErrorResponse(error) && error.status === 404) return notFound ?? <PageNotFound />;
  if (reloading) return null;
  return <RouteError texts={texts} />;
}

/**
 * Offline, a page whose code is not on the phone (never visited) is loaded again as a whole:
 * the service worker answers with its offline page, which has the shop's header and lists the
 * pages that can be opened (issue 35), rather than an error the shopper cannot act on. Only
 * where a worker runs the page: without one, a reload shows the browser's own offline page.
 */
function useOfflinePageInstead(error: unknown): boolean {
  const offlinePage =
    isCodeLoadError(error) &&
    typeof navigator !== 'undefined' &&
    !navigator.onLine &&
    Boolean(navigator.serviceWorker?.controller);
  useEffect(() => {
    if (offlinePage) window.location.reload();
  }, [offlinePage]);
  return offlinePage;
}

/**
 * A failed fetch of a page's code: a dynamic import (Chromium, Firefox, Safari word it each
 * their own way) or Vite's preload of its CSS. Only these reload: a page that throws as it
 * renders would throw again after a reload, for ever.
 */
export function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}
