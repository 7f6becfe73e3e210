import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageNotFound } from '../features/not-found';
import { RouteError } from '@dhanya/shell';
import { useTexts } from '../shared/locale';

type PageErrorProps = {
  /** What this page shows for a 404, e.g. "Product not found"; else "Page not found". */
  notFound?: React.ReactNode;
};

/**
 * A page inside the layout that could not be shown. The server answers an unknown product
 * with 404 and this page; any other failure (its code did not load) offers a reload.
 */
export function PageError({ notFound }: PageErrorProps) {
  const error = useRouteError();
  const texts = useTexts().pageError;
  if (isRouteErrorResponse(error) && error.status === 404) return notFound ?? <PageNotFound />;
  return <RouteError texts={texts} />;
}
