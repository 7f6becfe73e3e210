import { useFooter } from '@dhanya/api/swr';
import { ErrorState, Spinner } from '@dhanya/ui';
import { useId } from 'react';
import { FooterForm } from './footer-form';
import { ShopLinksSection } from './shop-links-section';

/** The Footer tab: the storefront footer's details (ADMIN-28..30), then Manage Shop Links. */
export default function FooterTab() {
  const { data, error, isLoading, mutate: reload } = useFooter();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8 py-4">
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-semibold text-foreground">
          Footer
        </h2>
        <p className="text-sm text-muted-foreground">What every storefront page shows at its foot.</p>
      </header>
      {isLoading ? (
        <p role="status" className="flex items-center gap-2 py-10 text-muted-foreground">
          <Spinner size="sm" label="" />
          Loading footer…
        </p>
      ) : error || !data ? (
        <ErrorState message="Cannot load footer data" onRetry={() => void reload()} />
      ) : (
        <FooterForm footer={data} />
      )}
      <ShopLinksSection />
    </section>
  );
}
