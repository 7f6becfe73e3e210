import { accountMessages, paths, verifyEmailRequestSchema, verifyEmailResponseSchema } from '@dhanya/api/contract';
import { currentUser } from '../../auth/current-user.js';
import type { ServerModule } from '../../server-types.js';
import { resendVerificationLink, verifyEmail } from './email-verification.js';

/**
 * E-mail verification (issue 31): the link sent at sign-up leads to the storefront's
 * /verify-email page, which posts its token here; a signed-in user asks for a new link.
 */
const emailVerification: ServerModule = async (app, { db }) => {
  app.post(
    paths.verifyEmail,
    { schema: { body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema } } },
    async (request) => {
      await verifyEmail(db, request.body.token);
      return { msg: accountMessages.emailVerified };
    },
  );

  app.post(
    paths.resendVerification,
    { preValidation: app.authenticate, schema: { response: { 200: verifyEmailResponseSchema } } },
    async (request) => {
      await resendVerificationLink(db, currentUser(request).id);
      return { msg: accountMessages.verificationSent };
    },
  );
};

export default emailVerification;
