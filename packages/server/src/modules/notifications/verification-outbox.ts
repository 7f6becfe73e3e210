import type { Transaction } from '../../db/database.js';
import { outboxMessages } from '../../db/notice-schema.js';
import { verificationEmail } from './verification-email.js';

/** Writes the verification link's e-mail into the outbox, in the caller's transaction. */
export async function writeVerificationEmail(
  tx: Transaction,
  link: { email: string; firstName: string; token: string; hours: number },
): Promise<void> {
  const id = crypto.randomUUID();
  const { subject, text } = verificationEmail(link);
  await tx.insert(outboxMessages).values({
    id,
    event: 'verify_email',
    audience: 'shopper',
    recipient: link.email,
    subject,
    textBody: text,
    messageId: `${id}@dhanya.outbox`,
  });
}
