import { Footer } from '@dhanya/ui';
import { useFooter } from '@dhanya/api/swr';

/** A request that failed says so; an answer without a footer object says it has no data (LAYOUT-26). */
export function SiteFooter() {
  const { data, error, isLoading, mutate } = useFooter();
  return (
    <Footer
      data={data ?? null}
      status={isLoading ? 'loading' : error ? 'error' : 'ready'}
      onRetry={() => void mutate()}
    />
  );
}
