import { ErrorState, Skeleton, Spinner } from '@dhanya/ui';
import { PageMeta } from '../../shared/page-meta';

type ContentPageProps = {
  /** The page's one heading. */
  title: string;
  /** The browser tab's title; the heading when not given. */
  metaTitle?: string;
  description?: string;
  /** A line under the heading, e.g. the about page's description. */
  lead?: React.ReactNode;
  children: React.ReactNode;
};

/** The frame of a reading page (about, terms, return policy): a narrow column under one heading. */
export function ContentPage({ title, metaTitle, description, lead, children }: ContentPageProps) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <PageMeta title={metaTitle ?? title} description={description} />
      <header className="flex flex-col gap-3 border-b border-border pb-6">
        <h1 className="text-3xl font-semibold text-balance break-words text-foreground min-[900px]:text-4xl">
          {title}
        </h1>
        {lead && <p className="text-lg leading-8 break-words text-muted-foreground">{lead}</p>}
      </header>
      {children}
    </article>
  );
}

/** While the page's text loads: a visible status over paragraph-shaped placeholders. */
export function ContentLoading({ text }: { text: string }) {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner size="sm" label="" />
        {text}
      </p>
      {[0, 1, 2].map((paragraph) => (
        <div key={paragraph} aria-hidden className="flex flex-col gap-2.5">
          <Skeleton className="h-4 w-full rounded" />
          <Skeleton className="h-4 w-full rounded" />
          <Skeleton className="h-4 w-2/3 rounded" />
        </div>
      ))}
    </div>
  );
}

/** The text could not be loaded: say so and offer to ask again. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  return <ErrorState onRetry={onRetry} className="rounded-card border border-border bg-surface" />;
}
