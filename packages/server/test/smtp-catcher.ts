import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  /** The plain-text body, decoded. */
  text: string;
  messageId: string;
}

/**
 * A local SMTP server that keeps what it receives, for the tests: `smtpUrl` for SMTP_URL,
 * `refusing` makes it answer every message with a 451 (a server that is down for a while).
 */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    mails,
    state,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
