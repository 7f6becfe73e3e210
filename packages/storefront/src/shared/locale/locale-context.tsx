import { createContext, useContext } from 'react';
import type { StorefrontTexts } from '../../locales/en';
import type { Catalogue } from './catalogue';
import type { Locale } from './locales';

type LocaleSettings = { locale: Locale; catalogue: Catalogue };

const LocaleContext = createContext<LocaleSettings | null>(null);

/** The page's language and its texts, for every storefront screen below it. */
export function LocaleProvider({ locale, catalogue, children }: LocaleSettings & { children: React.ReactNode }) {
  return <LocaleContext value={{ locale, catalogue }}>{children}</LocaleContext>;
}

function useLocaleSettings(): LocaleSettings {
  const settings = useContext(LocaleContext);
  if (!settings) throw new Error('A storefront screen needs a LocaleProvider (AppProviders gives one).');
  return settings;
}

/** The page's language: `en` or `hi`. */
export function useLocale(): Locale {
  return useLocaleSettings().locale;
}

const asWritten = (message: string) => message;

/**
 * What the server says (`msg`: a refused login, a checkout rule, "Only 3 left of …") in the
 * page's language; English pages show it as the server wrote it.
 */
export function useServerWords(): (message: string) => string {
  return useLocaleSettings().catalogue.serverMessage ?? asWritten;
}

/** The storefront's own texts in the page's language. */
export function useTexts(): StorefrontTexts {
  return useLocaleSettings().catalogue.shop;
}
