import { ToastProvider } from '@dhanya/ui';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { SessionProvider } from '../shared/session';

type AppProvidersProps = {
  children: React.ReactNode;
  /** Stories give each story its own cache and no retries; the app keeps SWR's defaults. */
  swr?: SWRConfiguration;
};

/** Everything a storefront screen needs around it: data cache, session and toasts. */
export function AppProviders({ children, swr }: AppProvidersProps) {
  return (
    <SWRConfig value={{ errorRetryCount: 2, ...swr }}>
      <SessionProvider>
        <ToastProvider>{children}</ToastProvider>
      </SessionProvider>
    </SWRConfig>
  );
}
