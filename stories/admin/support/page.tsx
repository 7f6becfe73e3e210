import { AppProviders } from '@dhanya/admin/app/providers';
import { AdminMain } from '@dhanya/admin/features/dashboard/admin-shell';
import { api } from '@dhanya/api';
import type { Parameters } from '@storybook/react-vite';
import { framedIn, pageDecoratorWith, pageSetup as sharedPageSetup } from '../../support/page-harness';

export { type SessionKind, pageParameters, served, storeSession } from '../../support/page-harness';

/** A fresh demo shop and the story's session; the admin asks for the translations, as the app does. */
export const pageSetup = (context: { parameters: Parameters }) => {
  const cleanUp = sharedPageSetup(context);
  api.setContentQuery({ translations: 'include' });
  return () => {
    api.setContentQuery({});
    cleanUp();
  };
};

/** An admin page or tab as the admin app renders it: session, toasts and a fresh SWR cache. */
export const pageDecorator = pageDecoratorWith(AppProviders);

/** A dashboard tab, placed as the shell places it (centred and padded under its header). */
export const tabDecorator = framedIn(pageDecorator, AdminMain);
