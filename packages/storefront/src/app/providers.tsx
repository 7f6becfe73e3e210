import { DhanyaProvider, ToastProvider } from '@dhanya/ui';
import { routerLink } from '@dhanya/shell';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { SessionProvider } from '../shared/session';

type AppProvidersProps = {
  children: React.ReactNode;
  /** Stories give each story its own cache and no retries; the app keeps SWR's defaults. */
  swr?: SWRConfiguration;
};

/** Everything a storefront screen needs around it: the ui library's settings (router links), data cache, session and toasts. */
export function AppProviders({ children, swr }: AppProvidersProps) {
  return (
    <DhanyaProvider renderLink={routerLink}>
      <SWRConfig value={{ errorRetryCount: 2, ...swr }}>
        <SessionProvider>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </SWRConfig>
    </DhanyaProvider>
  );
}
