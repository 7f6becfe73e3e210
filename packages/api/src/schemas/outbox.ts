import { z } from 'zod';
import { idSchema, isoDate } from './common';

/**
 * The e-mails the shop sends about orders (issue 16), kept in a transactional outbox: each is
 * written with the change it tells of, and a worker sends it through SMTP.
 */

const orderEvents = ['placed', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderEvent = (typeof orderEvents)[number];
/** Every message's event: an order's, or the link that verifies a new account's address (issue 31). */
const outboxEvents = [...orderEvents, 'verify_email'] as const;
export type OutboxEvent = (typeof outboxEvents)[number];

/** pending: waiting for its (next) try; sent; failed: it ran out of tries, until the staff retry it. */
const outboxStatuses = ['pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

const outboxMessageSchema = z.object({
  _id: idSchema,
  event: z.enum(outboxEvents),
  /** Null once the order is deleted. */
  orderId: idSchema.nullable(),
  orderReference: z.string().nullable(),
  /** 'shopper' or 'shop': whom it is for. */
  audience: z.enum(['shopper', 'shop']),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  /** When a pending message is next tried. */
  nextAttemptAt: isoDate.nullable(),
  lastError: z.string().nullable(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  /** Only the messages in this state; none: all, newest first. */
  status: z.enum(outboxStatuses, { error: 'Unknown status' }).optional(),
  page: z.coerce.number().int().positive().max(1_000_000).optional().default(1),
  pageSize: z.coerce.number().int().positive().max(100).optional().default(20),
});
export interface OutboxQuery {
  status?: OutboxStatus | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** GET /api/admin/outbox (staff). */
export const outboxListSchema = z.object({
  messages: z.array(outboxMessageSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** How many messages are in each state, whatever the filter. */
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
  /** False when SMTP_URL is not set: messages wait, and nothing is sent. */
  sending: z.boolean(),
});
export type OutboxList = z.infer<typeof outboxListSchema>;

/** POST /api/admin/outbox/{id}/retry: the message, pending again and tried at once. */
export const outboxRetryResponseSchema = z.object({ msg: z.string(), message: outboxMessageSchema });

export const outboxMessages = {
  notFound: 'Message not found',
  alreadySent: 'This message was sent already',
  retried: 'The message will be sent again',
} as const;
