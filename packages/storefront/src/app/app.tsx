import { api } from '@dhanya/api';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { announceSessionChange } from '@dhanya/shell';
import { type Catalogue, type Locale, locales } from '../shared/locale';
import { AppProviders } from './providers';
import { routes } from './routes';

type BrowserRouterOptions = Parameters<typeof createBrowserRouter>[1];

/**
 * The storefront's router in the browser, under the page's language prefix (`/hi`); a 401 to a
 * call made with a token leads to the login page.
 */
export function createShopRouter(locale: Locale, options?: BrowserRouterOptions) {
  const router = createBrowserRouter(routes, { ...options, basename: locales[locale].prefix || '/' });
  // The client has already forgotten token and role (AUTH-05).
  api.setUnauthorizedHandler(() => {
    announceSessionChange();
    void router.navigate('/login');
  });
  return router;
}

type AppProps = {
  router: ReturnType<typeof createShopRouter>;
  locale: Locale;
  catalogue: Catalogue;
  swr?: SWRConfiguration;
  lite: boolean;
};

export function App({ router, locale, catalogue, swr, lite }: AppProps) {
  return (
    <AppProviders locale={locale} catalogue={catalogue} swr={swr} lite={lite}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
