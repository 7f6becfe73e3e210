import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { outboxMessages } from '../../db/notice-schema.js';
import { shopLink } from './email-texts.js';

/** What sends one e-mail: nodemailer's transport in the server, a fake in tests. */
export interface Mailer {
  send(mail: { from: string; to: string; subject: string; text: string; messageId: string }): Promise<void>;
}

export interface OutboxWorkerOptions {
  mailer: Mailer;
  /** The From of every message: "Shop name <orders@shop.in>". */
  from: string;
  /** The shop's address, for the links in the messages. */
  publicUrl: string;
  /** Tries before a message is marked failed, for the staff to retry. */
  maxAttempts?: number;
  /** How long a claimed message stays out of other workers' reach while it is sent. */
  leaseMs?: number;
  /** How long a sent message is kept for the staff to see (90 days). */
  keepSentForMs?: number;
  /** Called after a message is sent and before it is marked: tests crash there. */
  afterSend?: (messageId: string) => Promise<void> | void;
  now?: () => Date;
}

/** The wait after the n-th failed try: 30 s, 1 min, 2 min… at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

const batchSize = 10;

/**
 * Sends the outbox's due messages. Each batch is claimed first: its rows' next try is pushed
 * a lease ahead in one statement (`for update skip locked`), so two servers never take the
 * same message, and a worker that dies mid-batch leaves them to be tried again after the
 * lease. A message is marked sent after its SMTP send; a crash between the two sends it once
 * more, with the same Message-ID. A failed send is retried later, with a growing wait, until
 * `maxAttempts`; then it is failed until the staff retry it. Sent messages are forgotten after
 * 90 days, looked for once an hour.
 */
export function createOutboxWorker(db: Database, options: OutboxWorkerOptions) {
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 120_000;
  const keepSentForMs = options.keepSentForMs ?? 90 * 24 * 3_600_000;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  async function claim() {
    const moment = now();
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, moment)))
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outboxMessages)
      .set({ nextAttemptAt: new Date(moment.getTime() + leaseMs) })
      .where(inArray(outboxMessages.id, due))
      .returning();
    // An update returns its rows in no set order: an order's e-mails go out in the order written.
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  async function sendOne(message: Awaited<ReturnType<typeof claim>>[number]) {
    try {
      await options.mailer.send({
        from: options.from,
        to: message.recipient,
        subject: message.subject,
        text: message.textBody.replaceAll(shopLink, publicUrl),
        messageId: `<${message.messageId}>`,
      });
    } catch (error) {
      const attempts = message.attempts + 1;
      const failed = attempts >= maxAttempts;
      await db
        .update(outboxMessages)
        .set({
          attempts,
          status: failed ? 'failed' : 'pending',
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
          lastError: String((error as Error)?.message ?? error).slice(0, 500),
        })
        .where(eq(outboxMessages.id, message.id));
      return false;
    }
    await options.afterSend?.(message.messageId);
    await db
      .update(outboxMessages)
      .set({ status: 'sent', sentAt: now(), attempts: sql`${outboxMessages.attempts} + 1`, lastError: null })
      .where(eq(outboxMessages.id, message.id));
    return true;
  }

  /** Sends what is due now, batch after batch; answers how many were sent. */
  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      for (const message of batch) if (await sendOne(message)) sent++;
      if (batch.length < batchSize) return sent;
    }
  }

  /** Forgets the messages sent before `keepSentFor` ago; pending and failed ones stay until they are sent. */
  async function pruneSent(): Promise<number> {
    const before = new Date(now().getTime() - keepSentForMs);
    const gone = await db
      .delete(outboxMessages)
      .where(and(eq(outboxMessages.status, 'sent'), lt(outboxMessages.sentAt, before)))
      .returning({ id: outboxMessages.id });
    return gone.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let runs = 0;
  return {
    runOnce,
    pruneSent,
    /** Runs every `intervalMs`, one run at a time; errors wait for the next tick. */
    start(intervalMs: number, onError: (error: unknown) => void) {
      const pruneEvery = Math.max(1, Math.round(3_600_000 / intervalMs));
      timer = setInterval(() => {
        const prune = runs++ % pruneEvery === 0;
        running ??= runOnce()
          .then(() => (prune ? pruneSent() : 0))
          .catch(onError)
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
