import type { TranslateFormMessage } from '@dhanya/shell';
import type { DhanyaLabels } from '@dhanya/ui';
import type { StorefrontTexts } from '../../locales/en';
import type { Locale } from './locales';

/**
 * One language: the ui library's dictionary (English: its defaults), the storefront's own texts,
 * and its words for the forms' and the server's messages (English: their own).
 */
export type Catalogue = {
  ui: DhanyaLabels | undefined;
  shop: StorefrontTexts;
  formMessage: TranslateFormMessage | undefined;
  /** Its words for what the server says (a refused login, a checkout rule); English: the server's own. */
  serverMessage: ((message: string) => string) | undefined;
};

/** Each language's catalogue is its own chunk: a Hindi page downloads the Hindi texts only. */
const catalogues: Record<Locale, () => Promise<Catalogue>> = {
  en: () => import('../../locales/en').then((module) => module.catalogue),
  hi: () => import('../../locales/hi').then((module) => module.catalogue),
};

/** The catalogue's module as the build's manifest names it: the page preloads it with its own code. */
export const catalogueModule = (locale: Locale) => `src/locales/${locale}.ts`;

export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return catalogues[locale]();
}
