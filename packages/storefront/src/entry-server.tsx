// The server's entry: @dhanya/server loads this module's build (dist/server) and hands it a
// data loader; it never imports the storefront's source.
import { PassThrough, type Readable } from 'node:stream';
import { withQuery } from '@dhanya/api';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type StaticHandlerContext,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router-dom';
import { type BootData, serializeBootData } from './app/boot-data';
import { Document } from './app/document';
import { earlyInputScript } from './app/early-input/early-input-script';
import type { RouteHandle } from './shared/first-paint';
import { type Manifest, pageAssets } from './app/page-assets';
import { firstPaintSwr } from './app/first-paint-swr';

import { AppProviders } from './app/providers';
import { serializeRouterErrors } from './app/router-errors';
import { routes } from './app/routes';
import { type FirstPaintContext, type LoadData, withFirstPaintLoaders } from './app/server-routes';
import {
  type Locale,
  allLocales,
  answerLanguage,
  catalogueModule,
  loadCatalogue,
  localeOfPath,
  locales,
} from './shared/locale';
import { SiteOriginProvider } from './shared/site-origin';

export type { ApiAnswer, LoadData } from './app/server-routes';
export type { Manifest } from './app/page-assets';
/** The server allows this inline script by its hash (its Content-Security-Policy). */
export { earlyInputScript };

export type PageRequest = {
  /** The path and query asked for, e.g. `/product/1a2b?ref=wa`. */
  url: string;
  /** The shop's origin (its PUBLIC_URL, never the request's Host), e.g. `https://shop.example`. */
  origin: string;
  /** The shopper's remembered language (the `dhanya_lang` cookie): the one cookie a page reads. */
  language?: string | undefined;
  /** The page in lite mode (shared/lite-mode.tsx): the server saw `Save-Data: on` or a 2G connection. */
  lite?: boolean | undefined;
  signal?: AbortSignal;
};

export type RenderedPage =
  { status: number; html: Readable } | { status: number; redirect: string; setCookie?: string | undefined };

/** Renders storefront pages: HTML streamed as React renders it, with the data it was made from. */
export function createPageRenderer({ manifest, loadData }: { manifest: Manifest; loadData: LoadData }) {
  // One router per language: the same routes under the language's prefix (`/hi/cart`).
  const firstPaintRoutes = withFirstPaintLoaders(routes);
  const handlers = Object.fromEntries(
    allLocales.map((locale) => [
      locale,
      createStaticHandler(firstPaintRoutes, { basename: locales[locale].prefix || '/' }),
    ]),
  ) as Record<Locale, ReturnType<typeof createStaticHandler>>;

  return async function renderPage({
    url,
    origin,
    language,
    lite = false,
    signal,
  }: PageRequest): Promise<RenderedPage> {
    const asked = new URL(url.startsWith('/') ? url : `/${url}`, origin);
    const languageAnswer = answerLanguage(asked, language);
    if (languageAnswer) return languageAnswer;
    const locale = localeOfPath(asked.pathname);
    const handler = handlers[locale];
    const catalogue = await loadCatalogue(locale);
    const answers: Record<string, unknown> = {};
    // The page's data in its language: the answers are kept under the keys the browser's SWR uses.
    const { content } = locales[locale];
    const loadInLanguage: LoadData = content ? (path) => loadData(withQuery(path, { lang: content })) : loadData;
    const requestContext: FirstPaintContext = { loadData: loadInLanguage, answers };
    // Joined, not resolved: a path such as `//elsewhere.example/x` stays a path of this shop.
    const request = new Request(`${origin}${url.startsWith('/') ? '' : '/'}${url}`, { signal });
    const context = await handler.query(request, { requestContext });
    if (context instanceof Response) {
      return { status: context.status, redirect: context.headers.get('Location') ?? '/' };
    }

    const assets = pageAssets(manifest, [...routeModules(context), catalogueModule(locale)], locale);
    const boot: BootData = {
      // The language's texts are fetched with the page's code, not after it. In lite mode the
      // page draws with the phone's fonts: none is preloaded.
      assets: lite ? { ...assets, fonts: [] } : assets,
      answers,
      routerErrors: serializeRouterErrors(context.errors),
      origin,
      locale,
      lite,
    };
    const interactive = !context.matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.staticDocument);
    const html = await renderDocument(
      <StrictMode>
        <Document
          boot={boot}
          bootJson={serializeBootData(boot)}
          earlyInputScript={earlyInputScript}
          interactive={interactive}
        >
          <SiteOriginProvider origin={origin}>
            <AppProviders locale={locale} catalogue={catalogue} swr={firstPaintSwr(answers)} lite={lite}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </AppProviders>
          </SiteOriginProvider>
        </Document>
      </StrictMode>,
      interactive ? boot.assets.entry : undefined,
    );
    return { status: pageStatus(context), html };
  };
}

/** The chunks of the matched routes, to preload beside the entry. */
function routeModules(context: StaticHandlerContext): string[] {
  return context.matches.flatMap(({ route }) => (route.handle as RouteHandle | undefined)?.module ?? []);
}

/** 404 for an unknown path (the `*` page) as for an unknown product. */
function pageStatus(context: StaticHandlerContext): number {
  return context.matches.some(({ route }) => route.path === '*') ? 404 : context.statusCode;
}

/**
 * Streams the document once its shell is ready; fails if the shell cannot be rendered. Without
 * an `entry`, the page is static HTML: nothing hydrates it.
 */
function renderDocument(document: React.ReactNode, entry: string | undefined): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(document, {
      bootstrapModules: entry ? [entry] : [],
      onShellReady() {
        stream.pipe(body);
        resolve(body);
      },
      onShellError: reject,
      onError(error) {
        // After the shell, an error in a part is rendered again in the browser; say so here.
        console.error('Server rendering failed', error);
      },
    });
  });
}
