import type { PageAssets } from './boot-data';

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
export type ManifestChunk = {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** The page's entry script: tiny, it loads the hydrating code after the first paint. */
export const bootEntry = 'src/boot.ts';
/** The hydrating code, and what it imports. */
export const hydrateEntry = 'src/entry-client.tsx';

/** The first-paint fonts: Poppins' latin subset at the weights the shell uses above the fold. */
const firstPaintFont = /poppins-latin-(400|600)-normal-[\w-]+\.woff2$/;

/**
 * The files a page needs, from the manifest: the boot entry, the hydrating code and the chunks
 * of the page's own routes (`modules` as the route table names them) with everything they
 * import, and their CSS.
 */
export function pageAssets(manifest: Manifest, routeModules: string[]): PageAssets {
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
  const fonts = (entry.assets ?? []).filter((file) => firstPaintFont.test(file)).map(url);
  return { entry: url(entry.file), modules: [...modules], styles: [...styles], fonts };
}

const url = (file: string) => `/${file}`;
