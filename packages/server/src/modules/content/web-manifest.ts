import { type ContentLanguage, type Footer, answerInLanguage } from '@dhanya/api/contract';
import { z } from 'zod';

/** The default theme's colours (packages/ui/src/theme.css): the phone's title bar and splash screen. */
export const manifestColours = { theme: '#173334', background: '#f4f5f4' } as const;

/**
 * The icons the storefront's build draws from its favicon.svg (packages/storefront/app-icons.ts):
 * a home screen's, a splash screen's, and a maskable one whose edges a phone may crop.
 */
const manifestIcons = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** What GET /manifest.webmanifest answers: only these members leave the server. */
export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string().optional(),
  lang: z.string(),
  dir: z.literal('ltr'),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.string() })),
});

/** The name the kit goes by until a shop writes its own in the footer. */
const kitName = 'Dhanya';

/** A home screen shows about 12 characters under an icon: the name, else its first word. */
function shortNameOf(name: string): string {
  return [...name].length <= 12 ? name : (name.split(/\s+/)[0] ?? name);
}

/**
 * The web app manifest (issue 35): the shop installs under its own name (the footer's company
 * name, in the page's language), opens on its home page in that language, standalone, in the
 * theme's colours.
 */
export function webManifest(footer: Footer, language: ContentLanguage | undefined): z.infer<typeof webManifestSchema> {
  const shown = answerInLanguage(footer, { language, includeTranslations: false });
  const name = shown.companyName.trim() || kitName;
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    ...(shown.companyTagline.trim() && { description: shown.companyTagline.trim() }),
    lang: language ? `${language}-IN` : 'en-IN',
    dir: 'ltr',
    start_url: language ? `/${language}` : '/',
    scope: '/',
    display: 'standalone',
    theme_color: manifestColours.theme,
    background_color: manifestColours.background,
    icons: [...manifestIcons],
  };
}
