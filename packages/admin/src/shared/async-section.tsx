import { ErrorState, Spinner } from '@dhanya/ui';

export type AsyncState<T> = { data?: T; error?: unknown; isLoading: boolean };

type AsyncSectionProps<T> = {
  /** What SWR answered: `useProducts()` and the like. */
  state: AsyncState<T>;
  /** "Loading orders...": said beside a spinner while the first answer is awaited. */
  loadingText: string;
  /** "Failed to load orders.": shown with a Retry button when the call failed. */
  errorText: string;
  onRetry: () => void;
  /** What an answer with nothing in it shows (an EmptyState); omit when none is possible. */
  empty?: React.ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => React.ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/** One admin section's four states: loading, error, empty and populated. */
export function AsyncSection<T>({
  state,
  loadingText,
  errorText,
  onRetry,
  empty,
  isEmpty = isEmptyList,
  children,
}: AsyncSectionProps<T>) {
  const { data, error, isLoading } = state;
  if (isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 py-10 text-muted-foreground">
        <Spinner size="sm" label="" />
        {loadingText}
      </p>
    );
  }
  const failed = <ErrorState message={errorText} onRetry={onRetry} />;
  if (error) return failed;
  if (data === undefined) return empty ?? failed;
  if (empty !== undefined && isEmpty(data)) return empty;
  return children(data);
}
