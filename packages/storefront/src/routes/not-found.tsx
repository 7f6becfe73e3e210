import { PageNotFound } from '../features/not-found';

/** `*`: any other address inside the layout (the server answers it with 404). */
export function NotFoundPage() {
  return <PageNotFound />;
}
