// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// The shared client reads localStorage when it is created; Node has none, so give it one.
vi.hoisted(() => {
  const entries = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
    clear: () => entries.clear(),
    key: () => null,
    length: 0,
  };
});

import { TOKEN_KEY, api } from '../../client';
import { getInvoicePdf } from '../../endpoints/invoices';
import { getOutbox, retryOutboxMessage } from '../../endpoints/outbox';
import { invoiceMessages } from '../../invoice-texts';
import { outboxListSchema, outboxMessages } from '../../schemas/outbox';
import { type MockVariant, mockData, mockHandlers, mockToken, resetMockData } from '../index';
import * as fixtures from '../fixtures';

const base = 'http://shop.test';
const server = setupServer();
const serve = (variant: MockVariant) =>
  server.resetHandlers(...Object.values(mockHandlers(variant, { baseUrl: base })).flat());
const signIn = (user: (typeof fixtures.users)[number]) => localStorage.setItem(TOKEN_KEY, mockToken(user));
const admin = fixtures.users[0]!;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  api.setBaseUrl(base);
});
beforeEach(() => {
  resetMockData();
  localStorage.clear();
  signIn(admin);
  serve('populated');
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  api.setBaseUrl('');
});

const stored = (id: string) => mockData.outbox.find((message) => message._id === id)!;

describe('the outbox (issue 16)', () => {
  test('every order e-mail, newest first, with the count in each state, whatever the filter', async () => {
    const list = outboxListSchema.parse(await getOutbox());
    const times = list.messages.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(list).toMatchObject({ page: 1, pageSize: 20, total: 9, counts: { pending: 2, sent: 5, failed: 2 } });
    expect(list.sending).toBe(true);

    const failed = await getOutbox({ status: 'failed' });
    expect(failed.messages.map((message) => message._id)).toEqual(['mail-7', 'mail-4']);
    expect(failed).toMatchObject({ total: 2, counts: list.counts });
  });

  test('a page at a time; off without SMTP_URL; nothing in an empty shop', async () => {
    const second = await getOutbox({ page: 2, pageSize: 4 });
    expect(second.messages.map((message) => message._id)).toEqual(['mail-5', 'mail-4', 'mail-3', 'mail-2']);
    mockData.outboxSending = false;
    expect((await getOutbox()).sending).toBe(false);
    serve('empty');
    expect(await getOutbox()).toMatchObject({ messages: [], total: 0, counts: { pending: 0, sent: 0, failed: 0 } });
  });

  test('a retried failed message is pending again, its tries counted afresh; its last error stays', async () => {
    const message = await retryOutboxMessage('mail-7');
    expect(message).toMatchObject({ _id: 'mail-7', status: 'pending', attempts: 0, lastError: expect.any(String) });
    expect(stored('mail-7').status).toBe('pending');
    expect((await getOutbox()).counts).toEqual({ pending: 3, sent: 5, failed: 1 });
  });

  test('a sent message is never sent again; an unknown one is not found; staff only', async () => {
    await expect(retryOutboxMessage('mail-5')).rejects.toMatchObject({
      status: 409,
      serverMessage: outboxMessages.alreadySent,
    });
    await expect(retryOutboxMessage('mail-99')).rejects.toMatchObject({
      status: 404,
      serverMessage: outboxMessages.notFound,
    });
    signIn(fixtures.shopper);
    await expect(getOutbox()).rejects.toMatchObject({ status: 403 });
  });
});

describe("the staff's invoice PDF", () => {
  test('any invoiced order, as a PDF file', async () => {
    const pdf = await getInvoicePdf('order-1002', 'admin');
    expect(pdf.type).toBe('application/pdf');
    const text = await pdf.text();
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text).toContain('(Tax Invoice DH/26-27/000041)');
  });

  test('404 until the order has an invoice; staff only', async () => {
    await expect(getInvoicePdf('order-1004', 'admin')).rejects.toMatchObject({
      status: 404,
      serverMessage: invoiceMessages.notYet,
    });
    signIn(fixtures.shopper);
    await expect(getInvoicePdf('order-1002', 'admin')).rejects.toMatchObject({ status: 403 });
  });
});
