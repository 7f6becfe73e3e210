import { createContext, use } from 'react';

/**
 * The shop's origin (`https://shop.example`): the server's PUBLIC_URL, handed to the browser in
 * the boot data so both render the same links. Link previews and search engines need absolute URLs.
 */
const SiteOriginContext = createContext<string | null>(null);

export function SiteOriginProvider({ origin, children }: { origin: string; children: React.ReactNode }) {
  return <SiteOriginContext value={origin}>{children}</SiteOriginContext>;
}

/** Turns a path such as `/uploads/products/x.webp` into an absolute URL of this shop. */
export function useAbsoluteUrl() {
  const origin =
    use(SiteOriginContext) ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return (path: string) => new URL(path, `${origin}/`).href;
}
