import { PageMain } from '@dhanya/storefront/app/page-main';
import { AppProviders } from '@dhanya/storefront/app/providers';
import { catalogue as english } from '@dhanya/storefront/locales/en';
import { catalogue as hindi } from '@dhanya/storefront/locales/hi';
import type { SWRConfiguration } from 'swr';
import { framedIn, pageDecoratorWith } from '../../support/page-harness';

export { type SessionKind, pageParameters, pageSetup, served, storeSession } from '../../support/page-harness';

/** A storefront page as the app renders it: session, toasts and a fresh SWR cache. */
export const pageDecorator = pageDecoratorWith(function ShopInLanguage({
  locale,
  ...props
}: {
  children: React.ReactNode;
  swr?: SWRConfiguration;
  locale?: string;
}) {
  return locale === 'hi' ? (
    <AppProviders locale="hi" catalogue={hindi} {...props} />
  ) : (
    <AppProviders locale="en" catalogue={english} {...props} />
  );
});

/**
 * A page inside the main layout, placed as the layout places it (centred and padded); the
 * header and footer around it have stories of their own.
 */
export const layoutPageDecorator = framedIn(pageDecorator, PageMain);
