import { preinit, preload } from 'react-dom';
import type { serializeRouterErrors } from './router-errors';

/** The built files a page needs, from Vite's manifest (see entry-server's `pageAssets`). */
export type PageAssets = {
  /** The page's entry script (React's `bootstrapModules`): boot.ts. */
  entry: string;
  /** The hydrating code and the page's route chunks: boot.ts fetches them all at once, after the first paint. */
  modules: string[];
  styles: string[];
  /** The fonts the first paint uses. */
  fonts: string[];
};

/** What the server hands to the browser besides the HTML: read again before hydrating. */
export type BootData = {
  assets: PageAssets;
  /** The API answers the first paint was rendered from, by SWR key (see firstPaintSwr). */
  answers: Record<string, unknown>;
  /** The router's errors (a 404 page), for `createBrowserRouter`'s `hydrationData`. */
  routerErrors: ReturnType<typeof serializeRouterErrors>;
};

export const bootDataId = 'dhanya-boot';

/** Any "<" becomes \u003c, so no API text can end the script element early ("</script>"). */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

type DocumentProps = {
  boot: BootData;
  /** The boot data as serialized once on the server, and read back verbatim in the browser. */
  bootJson: string;
  children: React.ReactNode;
};

/** The whole HTML page, rendered on the server and hydrated in the browser. */
export function Document({ boot, bootJson, children }: DocumentProps) {
  const { assets } = boot;
  // React puts these into <head> on the server and knows them again when it hydrates.
  for (const href of assets.styles) preinit(href, { as: 'style', precedence: 'default' });
  for (const href of assets.fonts) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#173334" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <div id="root">{children}</div>
        <script id={bootDataId} type="application/json" dangerouslySetInnerHTML={{ __html: bootJson }} />
      </body>
    </html>
  );
}
