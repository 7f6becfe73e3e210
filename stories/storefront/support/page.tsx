import { AppProviders } from '@dhanya/storefront/app/providers';
import { pageDecoratorWith } from '../../support/page-harness';

export { type SessionKind, pageParameters, pageSetup, served, storeSession } from '../../support/page-harness';

/** A storefront page as the app renders it: session, toasts and a fresh SWR cache. */
export const pageDecorator = pageDecoratorWith(AppProviders);
