import { AppProviders } from '@dhanya/admin/app/providers';
import { pageDecoratorWith } from '../../support/page-harness';

export { type SessionKind, pageParameters, pageSetup, served, storeSession } from '../../support/page-harness';

/** An admin page or tab as the admin app renders it: session, toasts and a fresh SWR cache. */
export const pageDecorator = pageDecoratorWith(AppProviders);
