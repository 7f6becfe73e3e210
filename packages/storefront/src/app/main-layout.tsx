import { MaintenanceBanner } from '@dhanya/ui';
import { useFooter } from '@dhanya/api/swr';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { useKeptCartChanges } from '../features/cart';
import { SiteFooter, SiteHeader } from '../features/layout';
import { OfflineBanner } from '../features/offline';
import { BelowTheFold } from '../shared/below-the-fold';
import { useTexts } from '../shared/locale';
import { PageMain } from './page-main';

/** Banners, header, the routed page and footer, top to bottom (LAYOUT-01); offline, a banner says so (issue 35). */
export function MainLayout() {
  const { data: footer } = useFooter();
  const navigation = useNavigation();
  const texts = useTexts();
  useKeptCartChanges();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-card bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {texts.layout.skipToContent}
      </a>
      <MaintenanceBanner className="print:hidden" />
      <OfflineBanner />
      <SiteHeader shopName={footer?.companyName || undefined} />
      <div
        aria-hidden
        className="h-0.5 bg-secondary transition-opacity duration-300 data-[busy=false]:opacity-0 print:hidden"
        data-busy={navigation.state === 'loading'}
      />
      <PageMain>
        <Outlet />
      </PageMain>
      <BelowTheFold part="footer" className="m-0 p-0 print:hidden">
        <SiteFooter />
      </BelowTheFold>
      <ScrollRestoration />
    </div>
  );
}
