import { useFooter } from '@dhanya/api/swr';
import { useId } from 'react';
import { AsyncSection } from '../../shared/async-section';
import { FooterForm } from './footer-form';
import { ShopLinksSection } from './shop-links-section';

/** The Footer tab: the storefront footer's details (ADMIN-28..30), then Manage Shop Links. */
export default function FooterTab() {
  const footer = useFooter();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-8 py-4">
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-2xl font-semibold text-foreground">
          Footer
        </h2>
        <p className="text-sm text-muted-foreground">What every storefront page shows at its foot.</p>
      </header>
      <AsyncSection
        state={footer}
        loadingText="Loading footer…"
        errorText="Cannot load footer data"
        onRetry={() => void footer.mutate()}
      >
        {(data) => <FooterForm footer={data} />}
      </AsyncSection>
      <ShopLinksSection />
    </section>
  );
}
