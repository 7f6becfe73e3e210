import { useId } from 'react';
import { cn } from '../lib/cn';
import { useLabels } from '../provider/dhanya-provider';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import type { LabelOverrides } from '../lib/labels';

export type DataTableColumn<Row> = {
  key: string;
  header: React.ReactNode;
  cell: (row: Row) => React.ReactNode;
  /** Classes for this column's header and cells (alignment, width). */
  className?: string | undefined;
};

export type DataTableProps<Row> = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The columns, in order: each one's header and how it draws a row's cell. */
  columns: DataTableColumn<Row>[];
  /** The records, one row each; none shows the empty state. */
  rows: readonly Row[];
  /** A stable, unique key for each row. */
  getRowId: (row: Row) => string | number;
  /** Names the table for screen readers. */
  caption: React.ReactNode;
  /** Keep the caption for screen readers only, when a visible heading already names the table. */
  captionHidden?: boolean | undefined;
  /** Shows placeholder rows and the loading text instead of the rows. Default `false`. */
  loading?: boolean | undefined;
  /** How many placeholder rows to show while loading. */
  skeletonRows?: number | undefined;
  /** Shows the error state instead of the rows (unless loading). Default `false`. */
  error?: boolean | undefined;
  /** When given, the error state offers a retry button. */
  onRetry?: (() => void) | undefined;
  /** The table's state texts, each defaulting to the spec's. */
  labels?: LabelOverrides<DataTableLabels> | undefined;
};

export type DataTableLabels = {
  loading: React.ReactNode;
  empty: React.ReactNode;
  error: React.ReactNode;
};

const defaultLabels: DataTableLabels = {
  loading: 'Loading...',
  empty: 'No records found',
  error: 'Something went wrong while fetching data.',
};

/**
 * An accessible table for admin lists, with its loading, error and empty states. On narrow
 * screens the table keeps its columns and scrolls sideways inside a focusable region.
 */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  captionHidden = false,
  loading = false,
  skeletonRows = 3,
  error = false,
  onRetry,
  labels: labelOverrides,
  className,
  ...props
}: DataTableProps<Row>) {
  const captionId = useId();
  const labels = useLabels('DataTable', defaultLabels, labelOverrides);
  const state = loading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : 'populated';
  const fullWidthRow = (content: React.ReactNode) => (
    <tr>
      <td colSpan={columns.length} className="p-0">
        {content}
      </td>
    </tr>
  );

  return (
    <div data-slot="data-table" data-state={state} className={cn('flex flex-col gap-3', className)} {...props}>
      <div
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll a table wider than the screen (axe: scrollable-region-focusable).
        tabIndex={0}
        // Relative, so text hidden with sr-only in a cell scrolls with the table instead of widening the page.
        className="relative w-full overflow-x-auto rounded-card border border-border bg-surface"
      >
        <table className="w-full border-collapse text-left text-sm" aria-busy={loading || undefined}>
          <caption
            id={captionId}
            className={cn(
              captionHidden ? 'sr-only' : 'px-4 pt-4 pb-2 text-left text-base font-semibold text-foreground',
            )}
          >
            {caption}
          </caption>
          <thead className="bg-muted">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn(
                    'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
                    column.className,
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state === 'loading' &&
              Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} aria-hidden className="border-t border-border">
                  {columns.map((column) => (
                    <td key={column.key} className={cn('px-4 py-3', column.className)}>
                      <Skeleton className="h-4 w-full min-w-16 rounded-md" />
                    </td>
                  ))}
                </tr>
              ))}
            {state === 'error' && fullWidthRow(<ErrorState message={labels.error} onRetry={onRetry} />)}
            {state === 'empty' &&
              fullWidthRow(<p className="px-4 py-10 text-center text-sm text-muted-foreground">{labels.empty}</p>)}
            {state === 'populated' &&
              rows.map((row) => (
                <tr key={getRowId(row)} className="border-t border-border hover:bg-background">
                  {columns.map((column) => (
                    <td key={column.key} className={cn('px-4 py-3 align-middle text-foreground', column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {loading && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="sm" label="" />
          {labels.loading}
        </p>
      )}
    </div>
  );
}
