import { isFirstPaintFont } from '@dhanya/ui';
import { type Locale, locales } from '../shared/locale';
import type { PageAssets } from './boot-data';

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  /** Loaded by an `import()`: a route, a locale, a part fetched on first touch. */
  isDynamicEntry?: boolean;
};
export type Manifest = Record<string, ManifestChunk>;

/** The page's entry script: tiny, it loads the hydrating code after the first paint. */
const bootEntry = 'src/boot.ts';
/** The hydrating code, and what it imports. */
const hydrateEntry = 'src/entry-client.tsx';

/**
 * The files a page needs, from the manifest: the boot entry, the hydrating code and the chunks
 * of the page's own routes (`modules` as the route table names them) with everything they
 * import, and their CSS.
 */
export function pageAssets(manifest: Manifest, routeModules: string[], locale: Locale = 'en'): PageAssets {
  const entry = manifest[bootEntry];
  if (!entry || !manifest[hydrateEntry])
    throw new Error(`The client build's manifest has no ${bootEntry} or ${hydrateEntry}`);
  const modules = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    modules.add(url(chunk.file));
    for (const css of chunk.css ?? []) styles.add(url(css));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(bootEntry);
  visit(hydrateEntry);
  for (const module of routeModules) visit(module);
  modules.delete(url(entry.file));
  const fonts = (entry.assets ?? []).filter((file) => isPreloadedFont(file, locale)).map(url);
  return { entry: url(entry.file), modules: [...modules], styles: [...styles], fonts };
}

const url = (file: string) => `/${file}`;

/**
 * Of the faces the first screen draws with, the two most of it uses (text, and titles and
 * prices) are preloaded; 500 and 700 follow from the stylesheet, so that four fonts do not
 * compete with the first picture on a slow connection. A Hindi page preloads its script's
 * text face (400) beside them, not its 600: the picture comes before a fourth font.
 */
function isPreloadedFont(file: string, locale: Locale): boolean {
  const { script } = locales[locale];
  if (script !== 'latin' && file.includes(`poppins-${script}-`))
    return /-400-normal/.test(file) && file.endsWith('.woff2');
  return /-(400|600)-normal/.test(file) && isFirstPaintFont(file);
}
