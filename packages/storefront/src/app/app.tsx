import { api } from '@dhanya/api';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { announceSessionChange } from '@dhanya/shell';
import { AppProviders } from './providers';
import { routes } from './routes';

type BrowserRouterOptions = Parameters<typeof createBrowserRouter>[1];

/** The storefront's router in the browser; a 401 to a call made with a token leads to /login. */
export function createShopRouter(options?: BrowserRouterOptions) {
  const router = createBrowserRouter(routes, options);
  // The client has already forgotten token and role (AUTH-05).
  api.setUnauthorizedHandler(() => {
    announceSessionChange();
    void router.navigate('/login');
  });
  return router;
}

type AppProps = {
  router: ReturnType<typeof createShopRouter>;
  swr?: SWRConfiguration;
};

export function App({ router, swr }: AppProps) {
  return (
    <AppProviders swr={swr}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
