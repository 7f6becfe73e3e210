import { buttonVariants } from '@dhanya/ui';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../shared/page-meta';

/** An unknown address inside the shop: say so and lead back home. */
export function PageNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <PageMeta title="Page not found" />
      <h1 className="text-2xl font-bold text-primary">Page not found</h1>
      <p className="text-muted-foreground">
        The page you asked for is not here. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className={buttonVariants()}>
        Back to the home page
      </Link>
    </section>
  );
}
