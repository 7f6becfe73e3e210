import { ToastProvider, TooltipProvider } from '@dhanya/ui';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AdminSessionProvider } from '../shared/admin-session';

type AppProvidersProps = {
  children: React.ReactNode;
  /** Stories give each story its own cache and no retries; the app keeps SWR's defaults. */
  swr?: SWRConfiguration;
};

/** Everything an admin screen needs around it: data cache, session, toasts and tooltips. */
export function AppProviders({ children, swr }: AppProvidersProps) {
  return (
    <SWRConfig value={{ errorRetryCount: 2, ...swr }}>
      <AdminSessionProvider>
        <TooltipProvider>
          <ToastProvider>{children}</ToastProvider>
        </TooltipProvider>
      </AdminSessionProvider>
    </SWRConfig>
  );
}
