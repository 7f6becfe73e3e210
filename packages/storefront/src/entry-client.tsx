// The browser's entry in production: hydrates the page the server rendered (entry-server.tsx).
import { api, resolveApiBase } from '@dhanya/api';
import { StrictMode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App, createShopRouter } from './app/app';
import { type BootData, Document, bootDataId } from './app/document';
import { firstPaintSwr } from './app/first-paint-swr';
import { deserializeRouterErrors } from './app/router-errors';
import { routes } from './app/routes';
import { SiteOriginProvider } from './shared/site-origin';
import './styles.css';

// A production build talks to the origin that served it, or VITE_API_URL (RUN-CONTRACT.md).
api.setBaseUrl(resolveApiBase(undefined, import.meta.env.VITE_API_URL));

const bootJson = document.getElementById(bootDataId)?.textContent ?? '';
const boot = JSON.parse(bootJson) as BootData;

// The page's own route code must be loaded before hydrating, or the router would render
// nothing while it fetched it and the server's HTML would not match.
await Promise.all(
  (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
    if (!route.lazy || typeof route.lazy !== 'function') return;
    Object.assign(route, { ...(await route.lazy()), lazy: undefined });
  }),
);

/** Marks the page as interactive: `<html data-hydrated>` (end-to-end tests wait for it). */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const router = createShopRouter({
  hydrationData: { loaderData: {}, errors: deserializeRouterErrors(boot.routerErrors) },
});

hydrateRoot(
  document,
  <StrictMode>
    <Document boot={boot} bootJson={bootJson}>
      <SiteOriginProvider origin={window.location.origin}>
        <App router={router} swr={firstPaintSwr(boot.answers)} />
        <MarkHydrated />
      </SiteOriginProvider>
    </Document>
  </StrictMode>,
);
