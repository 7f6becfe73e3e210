import { DhanyaProvider, ToastProvider } from '@dhanya/ui';
import { FormMessagesProvider, routerLink } from '@dhanya/shell';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { type Catalogue, type Locale, LocaleProvider, locales } from '../shared/locale';
import { LiteModeProvider } from '../shared/lite-mode';
import { SessionProvider } from '../shared/session';

type AppProvidersProps = {
  children: React.ReactNode;
  /** The page's language and its texts (loaded before rendering: `loadCatalogue`). */
  locale: Locale;
  catalogue: Catalogue;
  /** Stories give each story its own cache and no retries; the app keeps SWR's defaults. */
  swr?: SWRConfiguration;
  /** Lite mode (shared/lite-mode.tsx). */
  lite?: boolean;
};

/**
 * Everything a storefront screen needs around it: its language (the ui library's dictionary and
 * locale, and the shop's own texts), router links, data cache, session and toasts.
 */
export function AppProviders({ children, locale, catalogue, swr, lite = false }: AppProvidersProps) {
  return (
    <LiteModeProvider initial={lite}>
      <LocaleProvider locale={locale} catalogue={catalogue}>
        <DhanyaProvider renderLink={routerLink} labels={catalogue.ui} locale={locales[locale].tag}>
          <FormMessagesProvider translate={catalogue.formMessage}>
            <SWRConfig value={{ errorRetryCount: 2, ...swr }}>
              <SessionProvider>
                <ToastProvider>{children}</ToastProvider>
              </SessionProvider>
            </SWRConfig>
          </FormMessagesProvider>
        </DhanyaProvider>
      </LocaleProvider>
    </LiteModeProvider>
  );
}
