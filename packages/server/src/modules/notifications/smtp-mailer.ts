import nodemailer from 'nodemailer';
import type { Mailer } from './outbox-worker.js';

/** Sends through the SMTP server SMTP_URL names: smtp://user:pass@host:587 or smtps://… */
export function smtpMailer(smtpUrl: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
