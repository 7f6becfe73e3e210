import { PageMain } from '@dhanya/storefront/app/page-main';
import { AppProviders } from '@dhanya/storefront/app/providers';
import { catalogue as english } from '@dhanya/storefront/locales/en';
import { catalogue as hindi } from '@dhanya/storefront/locales/hi';
import type { SWRConfiguration } from 'swr';
import { api } from '@dhanya/api';
import type { Parameters } from '@storybook/react-vite';

type Globals = Record<string, unknown>;
import { framedIn, pageDecoratorWith, pageSetup as sharedPageSetup } from '../../support/page-harness';

export { type SessionKind, pageParameters, served, storeSession } from '../../support/page-harness';

/** The story's language: its own (`parameters.locale`), else the toolbar's. */
export const storyLocale = ({ parameters, globals }: { parameters: Parameters; globals: Globals }): string =>
  (parameters.locale as string | undefined) ?? (globals.locale as string | undefined) ?? 'en';

/**
 * A fresh demo shop and the story's session, and the API asked in the story's language, as
 * the page under `/hi` asks it (`lang=hi`): the mock answers the catalogue in Hindi.
 */
export const pageSetup = (context: { parameters: Parameters; globals: Globals }) => {
  const cleanUp = sharedPageSetup(context);
  api.setContentQuery({ lang: storyLocale(context) === 'hi' ? 'hi' : undefined });
  return () => {
    api.setContentQuery({});
    cleanUp();
  };
};

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

/**
 * A page state's Hindi picture (issue 34): the page under `/hi` on a phone, named alike in
 * every page's stories. `story` says what it shows.
 */
export const mobileHindi = (story: string) =>
  ({
    name: 'Mobile (Hindi)',
    parameters: { locale: 'hi', docs: { description: { story } } },
    globals: { viewport: { value: 'mobile' } },
  }) as const;
