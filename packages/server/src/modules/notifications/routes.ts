import {
  outboxListSchema,
  outboxMessages,
  outboxQuerySchema,
  outboxRetryResponseSchema,
  paths,
} from '@dhanya/api/contract';
import { publicOrigin } from '../../config.js';
import { HttpError } from '../../http/errors.js';
import { idParams } from '../../http/route-schemas.js';
import type { ServerModule } from '../../server-types.js';
import { listOutbox, retryMessage } from './outbox-list.js';
import { createOutboxWorker } from './outbox-worker.js';
import { smtpMailer } from './smtp-mailer.js';

/**
 * Order e-mails (issue 16): with SMTP_URL set, a worker sends the outbox every few seconds
 * (and at once after a retry); the staff see every message and retry the failed ones.
 */
const notificationsModule: ServerModule = async (app, { db, config }) => {
  const mail = config.mail;
  const mailer = mail ? smtpMailer(mail.smtpUrl) : undefined;
  const worker =
    mail && mailer ? createOutboxWorker(db, { mailer, from: mail.from, publicUrl: publicOrigin(config) }) : undefined;
  if (worker && mail) {
    worker.start(mail.pollSeconds * 1000, (error) => app.log.error({ err: error }, 'the outbox could not be sent'));
    app.addHook('onClose', async () => {
      await worker.stop();
      mailer?.close();
    });
  }

  app.get(
    paths.outbox,
    {
      preValidation: app.requireAdmin,
      schema: { querystring: outboxQuerySchema, response: { 200: outboxListSchema } },
    },
    (request) => listOutbox(db, request.query, worker !== undefined),
  );

  app.post(
    paths.retryOutboxMessage.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: outboxRetryResponseSchema } } },
    async (request) => {
      const message = await retryMessage(db, request.params.id);
      if (!message) throw new HttpError(404, outboxMessages.notFound);
      if (message === 'sent') throw new HttpError(409, outboxMessages.alreadySent);
      void worker?.runOnce().catch((error: unknown) => app.log.error({ err: error }, 'the outbox could not be sent'));
      return { msg: outboxMessages.retried, message };
    },
  );
};

export default notificationsModule;
