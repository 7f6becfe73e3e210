import { Footer } from '@dhanya/ui';
import { useFooter } from '@dhanya/api/swr';
import { LiteModeSwitch } from './lite-mode-switch';

/**
 * A request that failed says so; an answer without a footer object says it has no data
 * (LAYOUT-26). Every state ends with the "Lite mode" switch (issue 35).
 */
export function SiteFooter() {
  const { data, error, isLoading, mutate } = useFooter();
  return (
    <Footer
      data={data ?? null}
      status={isLoading ? 'loading' : error ? 'error' : 'ready'}
      onRetry={() => void mutate()}
      settings={<LiteModeSwitch />}
    />
  );
}
