import { DhanyaProvider, ToastProvider, TooltipProvider } from '@dhanya/ui';
import { routerLink } from '@dhanya/shell';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AdminSessionProvider } from '../shared/admin-session';

type AppProvidersProps = {
  children: React.ReactNode;
  /** Stories give each story its own cache and no retries; the app keeps SWR's defaults. */
  swr?: SWRConfiguration;
};

/** Everything an admin screen needs around it: the ui library's settings (router links), data cache, session, toasts and tooltips. */
export function AppProviders({ children, swr }: AppProvidersProps) {
  return (
    <DhanyaProvider renderLink={routerLink}>
      <SWRConfig value={{ errorRetryCount: 2, ...swr }}>
        <AdminSessionProvider>
          <TooltipProvider>
            <ToastProvider>{children}</ToastProvider>
          </TooltipProvider>
        </AdminSessionProvider>
      </SWRConfig>
    </DhanyaProvider>
  );
}
