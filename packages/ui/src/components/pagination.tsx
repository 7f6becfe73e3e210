import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../lib/cn';
import { useLabels, useRenderLink } from '../provider/dhanya-provider';
import type { RenderLink } from '../lib/link';
import { buttonVariants } from './button';
import { paginationItems } from './pagination-items';
import type { LabelOverrides } from '../lib/labels';

export type PaginationLabels = {
  /** The navigation's accessible name, when no `label` is given. */
  label: string;
  previous: string;
  next: string;
  /** A page number's accessible name. */
  page: (page: number) => string;
  /** Where the reader is: shown between Previous and Next when the numbers do not fit. */
  status: (page: number, pageCount: number) => string;
};

const defaultLabels: PaginationLabels = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  page: (page) => `Page ${page}`,
  status: (page, pageCount) => `Page ${page} of ${pageCount}`,
};

type PaginationBaseProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one or none, nothing is rendered. */
  pageCount: number;
  /** How many page numbers to show either side of the current one. */
  siblingCount?: number | undefined;
  /** The navigation's accessible name; name each one when a page has two. */
  label?: string | undefined;
  /** Its texts, each defaulting to the spec's. */
  labels?: LabelOverrides<PaginationLabels> | undefined;
};

/** Every page is a link: the page's URL holds the page number (crawlers, back button, new tab). */
type LinkPaginationProps = {
  /** The URL of a page, e.g. `(page) => '/products?page=' + page`: makes every page a link. */
  hrefForPage: (page: number) => string;
  /** How its links are rendered, e.g. with a router's `Link`; by default the DhanyaProvider's, else a plain `<a>`. */
  renderLink?: RenderLink | undefined;
  /** Not with `hrefForPage`: links lead to their page themselves. */
  onPageChange?: never | undefined;
};

/** Every page is a button: the page number lives in the caller's state. */
type ButtonPaginationProps = {
  /** Called with the page number a button leads to (not for the current page): makes every page a button. */
  onPageChange: (page: number) => void;
  /** Not with `onPageChange`: the pages are buttons. */
  hrefForPage?: never | undefined;
  /** Not with `onPageChange`: the pages are buttons. */
  renderLink?: never | undefined;
};

export type PaginationProps = PaginationBaseProps & (LinkPaginationProps | ButtonPaginationProps);

type PageControlProps = {
  /** The page it leads to; null when there is none (Previous on the first page). */
  target: number | null;
  current?: boolean | undefined;
  rel?: 'prev' | 'next' | undefined;
  'aria-label'?: string | undefined;
  className: string;
  children: React.ReactNode;
  mode: PageMode;
};

type PageMode = {
  hrefForPage?: ((page: number) => string) | undefined;
  renderLink: RenderLink;
  onPageChange?: ((page: number) => void) | undefined;
};

/** One of the pager's links or buttons. */
function PageControl({ target, current = false, rel, mode, children, ...rest }: PageControlProps) {
  const currentPage = { 'aria-current': current ? ('page' as const) : undefined };
  if (mode.hrefForPage) {
    if (target === null) {
      // A link that leads nowhere: announced as a disabled link, not in the tab order.
      return (
        <span role="link" aria-disabled="true" className={rest.className}>
          {children}
        </span>
      );
    }
    return mode.renderLink({ href: mode.hrefForPage(target), rel, ...currentPage, ...rest, children });
  }
  return (
    <button
      type="button"
      aria-disabled={target === null || undefined}
      {...currentPage}
      {...rest}
      onClick={() => {
        if (target !== null && !current) mode.onPageChange?.(target);
      }}
    >
      {children}
    </button>
  );
}

/**
 * Previous, the page numbers and Next, as links (`hrefForPage`, rendered by `renderLink`) or
 * buttons (`onPageChange`). The current page is marked `aria-current="page"`. In a narrow
 * container (below 32rem) the numbers give way to "Page 3 of 12". Where Previous or Next
 * leads nowhere it is aria-disabled; as a button it stays focusable, so the focus is not lost
 * on reaching the last page. Nothing is rendered for a single page.
 */
export function Pagination({
  page,
  pageCount,
  siblingCount = 1,
  label,
  labels: labelOverrides,
  hrefForPage,
  renderLink,
  onPageChange,
  className,
  ...props
}: PaginationProps) {
  const labels = useLabels('Pagination', defaultLabels, labelOverrides);
  const sharedRenderLink = useRenderLink(renderLink);
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const mode: PageMode = { hrefForPage, renderLink: sharedRenderLink, onPageChange };

  const step = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'px-2.5');
  const number = (isCurrent: boolean) =>
    cn(buttonVariants({ variant: isCurrent ? 'primary' : 'ghost', size: 'sm' }), 'min-w-9 px-2 tabular-nums');

  return (
    <nav aria-label={label ?? labels.label} data-slot="pagination" className={cn('@container', className)} {...props}>
      <div className="flex items-center justify-between gap-2 @lg:justify-center">
        <PageControl mode={mode} target={current > 1 ? current - 1 : null} rel="prev" className={step}>
          <ChevronLeft aria-hidden />
          {labels.previous}
        </PageControl>
        <ol className="hidden items-center gap-1 @lg:flex">
          {paginationItems(current, pageCount, siblingCount).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <PageControl
                  mode={mode}
                  target={item}
                  current={item === current}
                  aria-label={labels.page(item)}
                  className={number(item === current)}
                >
                  {item}
                </PageControl>
              </li>
            ) : (
              <li key={item} aria-hidden className="min-w-6 text-center text-muted-foreground">
                …
              </li>
            ),
          )}
        </ol>
        <p aria-live="polite" className="text-sm whitespace-nowrap text-muted-foreground @lg:sr-only">
          {labels.status(current, pageCount)}
        </p>
        <PageControl mode={mode} target={current < pageCount ? current + 1 : null} rel="next" className={step}>
          {labels.next}
          <ChevronRight aria-hidden />
        </PageControl>
      </div>
    </nav>
  );
}
