import { ErrorState } from '@dhanya/ui';
import { useRouteError } from 'react-router-dom';

/** A page that failed to load (say the connection dropped while fetching its code): offer a reload. */
export function RouteError() {
  const error = useRouteError();
  console.error('Page failed to load', error);
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl items-center px-4">
      <ErrorState
        message="This page could not be opened. Please check your connection and try again."
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
      />
    </div>
  );
}
