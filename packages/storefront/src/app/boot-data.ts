// What the server sends the browser beside the HTML, in a JSON script: read by boot.ts
// before anything else loads, so this module imports nothing that runs.
import type { Locale } from '../shared/locale';
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
  /** The shop's address (the server's PUBLIC_URL) that absolute links start with, in the browser too. */
  origin: string;
  /** The page's language (its path's prefix): the browser loads the same texts and router basename. */
  locale: Locale;
  /** Lite mode (shared/lite-mode.tsx), as the server decided it for this page. */
  lite: boolean;
};

export const bootDataId = 'dhanya-boot';

/** The inline script that holds the shopper's input until hydration (early-input/capture.ts). */
export const earlyInputId = 'dhanya-early-input';

/** Any "<" becomes \u003c, so no API text can end the script element early ("</script>"). */
export function serializeBootData(data: BootData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
