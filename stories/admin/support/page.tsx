import { AppProviders } from '@dhanya/admin/app/providers';
import { AdminMain } from '@dhanya/admin/features/dashboard/admin-shell';
import { framedIn, pageDecoratorWith } from '../../support/page-harness';

export { type SessionKind, pageParameters, pageSetup, served, storeSession } from '../../support/page-harness';

/** An admin page or tab as the admin app renders it: session, toasts and a fresh SWR cache. */
export const pageDecorator = pageDecoratorWith(AppProviders);

/** A dashboard tab, placed as the shell places it (centred and padded under its header). */
export const tabDecorator = framedIn(pageDecorator, AdminMain);
