import { type RenderLink, buttonVariants, cn } from '@dhanya/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';

type ListPaginationProps = {
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  renderLink: RenderLink;
};

/** The page numbers shown: the first, the last, and the current one with its neighbours. */
export function shownPages(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((n, index) => (index > 0 && n - pages[index - 1]! > 1 ? ['gap' as const, n] : [n]));
}

const step = cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-11 min-w-11 gap-1');

/** Links to the list's other pages: real links, so crawlers, new tabs and the back button work. */
export function ListPagination({ page, pageCount, hrefForPage, renderLink }: ListPaginationProps) {
  const link = (to: number, children: React.ReactNode, label: string, current = false) =>
    renderLink({
      href: hrefForPage(to),
      'aria-label': label,
      'aria-current': current ? 'page' : undefined,
      className: cn(step, current && 'border-primary bg-primary text-primary-foreground hover:bg-primary'),
      children,
    });
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 &&
        link(
          page - 1,
          <>
            <ChevronLeft aria-hidden className="size-4" />
            <span className="max-[479px]:sr-only">Previous</span>
          </>,
          'Previous page',
        )}
      {shownPages(page, pageCount).map((n, index) =>
        n === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <span key={n}>{link(n, n, `Page ${n}`, n === page)}</span>
        ),
      )}
      {page < pageCount &&
        link(
          page + 1,
          <>
            <span className="max-[479px]:sr-only">Next</span>
            <ChevronRight aria-hidden className="size-4" />
          </>,
          'Next page',
        )}
    </nav>
  );
}
