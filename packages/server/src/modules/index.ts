import type { ServerModule } from '../server-types.js';
import accounts from './accounts/routes.js';
import emailVerification from './accounts/verification-routes.js';
import cart from './cart/routes.js';
import catalog from './catalog/routes.js';
import orders from './orders/routes.js';
import content from './content/routes.js';
import messages from './messages/routes.js';
import payments from './payments/routes.js';
import invoices from './invoices/routes.js';
import notifications from './notifications/routes.js';

/** Registered in this order by buildApp; module authors add theirs here. */
export const modules: readonly ServerModule[] = [
  accounts,
  emailVerification,
  catalog,
  cart,
  orders,
  payments,
  invoices,
  notifications,
  content,
  messages,
];
