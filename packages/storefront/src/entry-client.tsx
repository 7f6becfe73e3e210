// Hydrates the page the server rendered (entry-server.tsx); boot.ts loads it after the first paint.
import { api, resolveApiBase } from '@dhanya/api';
import { StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App, createShopRouter } from './app/app';
import { type BootData, earlyInputId } from './app/boot-data';
import { Document } from './app/document';
import { replayEarlyInput } from './app/early-input/replay';
import { firstPaintSwr } from './app/first-paint-swr';
import { deserializeRouterErrors } from './app/router-errors';
import { routes } from './app/routes';
import { registerServiceWorker } from './app/service-worker';
import { yieldToBrowser } from './app/yield-to-browser';
import { loadCatalogue, locales } from './shared/locale';
import { SiteOriginProvider } from './shared/site-origin';

/**
 * Marks the page as interactive (`<html data-hydrated>`), and hands it what the shopper did
 * before (early-input/). Its effect is the hydration's last.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyInput();
    registerServiceWorker();
  }, []);
  return null;
}

/** Makes the server's page interactive, given the boot data it was sent with (verbatim). */
export async function hydrateShop(boot: BootData, bootJson: string) {
  // A production build talks to the origin that served it, or VITE_API_URL (API-01).
  api.setBaseUrl(resolveApiBase(undefined, import.meta.env.VITE_API_URL));

  // The page's own route code and its language's texts must be loaded before hydrating, or the
  // router would render nothing while it fetched them and the server's HTML would not match.
  const { locale } = boot;
  api.setContentQuery({ lang: locales[locale].content });
  const [catalogue] = await Promise.all([
    loadCatalogue(locale),
    ...(matchRoutes(routes, window.location, locales[locale].prefix || '/') ?? []).map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  ]);

  await yieldToBrowser();
  const router = createShopRouter(locale, {
    hydrationData: { loaderData: {}, errors: deserializeRouterErrors(boot.routerErrors) },
  });

  // In a transition, React hydrates in short slices and lets the phone paint and respond
  // between them, instead of in one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document boot={boot} bootJson={bootJson} earlyInputScript={earlyInputScriptText()}>
          <SiteOriginProvider origin={boot.origin}>
            <App
              router={router}
              locale={locale}
              catalogue={catalogue}
              swr={firstPaintSwr(boot.answers)}
              lite={boot.lite}
            />
            <MarkHydrated />
          </SiteOriginProvider>
        </Document>
      </StrictMode>,
    );
  });
}

/** The first script as the server sent it, so hydration finds the same text. */
function earlyInputScriptText(): string {
  return document.getElementById(earlyInputId)?.textContent ?? '';
}
