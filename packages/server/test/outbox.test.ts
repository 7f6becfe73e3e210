import { outboxListSchema, outboxRetryResponseSchema, paths } from '@dhanya/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/notice-schema.js';
import { changeOrderStatus } from '../src/modules/orders/order-status.js';
import { createOutboxWorker, type OutboxWorkerOptions } from '../src/modules/notifications/outbox-worker.js';
import { smtpMailer } from '../src/modules/notifications/smtp-mailer.js';
import { bearer, createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { deliveryForm, gstShop, orderOf } from './invoice-support.js';
import { addProduct, call, saveShopSettings } from './shop-support.js';
import { startSmtpCatcher } from './smtp-catcher.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let admin: Record<string, string>;
let shopper: TestCustomer;
let rice: string;
const mailers: Array<{ close(): void }> = [];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // The app's own worker is off (no SMTP_URL): each test drives one, as a server would.
  t = await createTestApp();
  admin = bearer(await t.createAdmin());
  shopper = await t.signup({ firstName: 'Lakshmi', email: 'lakshmi@example.in' });
  await saveShopSettings(t.db, { ...gstShop, orderEmail: 'orders@dhanya.example' });
  rice = (
    await addProduct(t.db, {
      title: 'Sona Masoori Rice',
      pricePaise: 62_500,
      quantity: 500,
      hsnCode: '1006',
      gstRate: 5,
    })
  ).id;
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await t?.close();
  await smtp?.close();
});
beforeEach(async () => {
  await t.db.delete(outboxMessages);
  smtp.mails.length = 0;
  smtp.state.refusing = false;
});

function worker(options: Partial<OutboxWorkerOptions> = {}) {
  const mailer = smtpMailer(smtp.smtpUrl);
  mailers.push(mailer);
  return createOutboxWorker(t.db, {
    mailer,
    from: 'Dhanya Organics <orders@dhanya.example>',
    publicUrl: 'https://shop.example',
    ...options,
  });
}

const setStatus = (orderId: string, status: string) =>
  call(t.app, 'PUT', paths.updateOrderStatus(orderId), { headers: admin, body: { status } });
const outbox = async (query = '') =>
  outboxListSchema.parse((await call(t.app, 'GET', `${paths.outbox}${query}`, { headers: admin })).json());

describe('order e-mails through the outbox (issue 16)', () => {
  it('[MAIL-01] every order event e-mails the shopper, and a new order the shop', async () => {
    const cod = await orderOf(t, shopper, [[rice, 1]]);
    for (const status of ['shipped', 'delivered']) expect((await setStatus(cod, status)).statusCode).toBe(200);
    const upi = await orderOf(t, shopper, [[rice, 2]], { paymentType: 'ONLINE' });
    await call(t.app, 'POST', paths.markOrderPaid(upi), { headers: admin, body: {} });
    expect((await setStatus(upi, 'cancelled')).statusCode).toBe(200);

    expect(await worker().runOnce()).toBe(8);
    const subjects = (to: string) =>
      smtp.mails.filter((mail) => mail.to.join() === to).map((mail) => mail.subject.replace(/DH-\w{8}/, 'DH-…'));
    // Each order's e-mails go out in the order its events happened.
    expect(subjects('lakshmi@example.in')).toEqual([
      'Your order DH-… is placed',
      'Your order DH-… is on its way',
      'Your order DH-… is delivered',
      'Your order DH-… is placed',
      'Payment received for order DH-…',
      'Your order DH-… is cancelled',
    ]);
    expect(subjects('orders@dhanya.example')).toEqual([
      'New order DH-…: ₹625.00',
      'New order DH-…: ₹1,250.00 (awaiting payment)',
    ]);
    const mailAbout = (subject: string) => smtp.mails.find((mail) => mail.subject.endsWith(subject))!.text;
    const delivered = mailAbout('is delivered');
    // The cash order's invoice, given at delivery, is linked on the shop's own address.
    expect(delivered).toMatch(new RegExp(`https://shop\\.example/orders/${cod}/invoice`));
    expect(mailAbout('is placed')).toContain('1 × Sona Masoori Rice');
    expect(mailAbout('is cancelled')).toContain('We will refund your payment of ₹1,250.00');
    expect(mailAbout('is cancelled')).toMatch(/Credit note CN\/\d{2}-\d{2}\/\d{6} cancels your invoice DH\//);
    expect(smtp.mails.every((mail) => mail.from === 'orders@dhanya.example')).toBe(true);
    expect((await outbox()).counts).toEqual({ pending: 0, sent: 8, failed: 0 });
  });

  it('a shopper who orders in Hindi hears of it in Hindi, the products by their Hindi names [I18N]', async () => {
    const dal = (
      await addProduct(t.db, {
        title: 'Organic Toor Dal',
        pricePaise: 19_900,
        quantity: 50,
        translations: { hi: { title: 'ऑर्गेनिक तूर दाल' } },
      })
    ).id;
    const checkOut = async (lang: string) => {
      const added = await call(t.app, 'POST', paths.addToCart, {
        headers: shopper.headers,
        body: { productId: dal, quantity: 2 },
      });
      expect(added.statusCode, added.body).toBe(200);
      const placed = await call(t.app, 'POST', `${paths.simpleCheckout}${lang}`, {
        headers: shopper.headers,
        body: { ...deliveryForm },
      });
      expect(placed.statusCode, placed.body).toBe(200);
      return (placed.json() as { orderId: string }).orderId;
    };
    const hindiOrder = await checkOut('?lang=hi');
    expect((await setStatus(hindiOrder, 'shipped')).statusCode).toBe(200);
    expect(await worker().runOnce()).toBe(3);
    const toShopper = smtp.mails.filter((mail) => mail.to.join() === 'lakshmi@example.in');
    expect(toShopper.map((mail) => mail.subject.replace(/DH-\w{8}/, 'DH-…'))).toEqual([
      'आपका ऑर्डर DH-… मिल गया है',
      'आपका ऑर्डर DH-… रास्ते में है',
    ]);
    expect(toShopper[0]!.text).toContain('नमस्ते Lakshmi,');
    expect(toShopper[0]!.text).toMatch(/2 × ऑर्गेनिक तूर दाल( · 1 pack)?: ₹398\.00/);
    expect(toShopper[0]!.text).toContain('कुल: ₹398.00');
    // The shop's own e-mail stays English, and My Orders read in Hindi names the product in Hindi.
    expect(smtp.mails.find((mail) => mail.to.join() === 'orders@dhanya.example')!.text).toContain(
      '2 × Organic Toor Dal',
    );
    const mine = await call(t.app, 'GET', `${paths.myOrders}?lang=hi`, { headers: shopper.headers });
    expect(mine.body).toContain('ऑर्गेनिक तूर दाल');

    // Ordering from an English page makes English the shopper's language again.
    smtp.mails.length = 0;
    await checkOut('');
    expect(await worker().runOnce()).toBe(2);
    expect(smtp.mails.find((mail) => mail.to.join() === 'lakshmi@example.in')!.text).toContain('2 × Organic Toor Dal');
  });

  it('the language a shopper chooses in the shop is the one their next e-mails speak [I18N]', async () => {
    await call(t.app, 'POST', paths.addToCart, { headers: shopper.headers, body: { productId: rice, quantity: 1 } });
    const placed = await call(t.app, 'POST', paths.simpleCheckout, { headers: shopper.headers, body: deliveryForm });
    const { orderId } = placed.json() as { orderId: string };
    const choose = (body: unknown, headers: Record<string, string> = shopper.headers) =>
      call(t.app, 'PUT', paths.userLanguage, { headers, body });

    expect((await choose({ language: 'hi' }, {})).statusCode).toBe(401);
    const unknown = await choose({ language: 'xx' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Language must be one of en, hi');
    const chosen = await choose({ language: 'hi' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toEqual({ language: 'hi' });

    expect((await setStatus(orderId, 'shipped')).statusCode).toBe(200);
    await worker().runOnce();
    const toShopper = smtp.mails.filter((mail) => mail.to.join() === 'lakshmi@example.in');
    expect(toShopper.map((mail) => mail.subject.replace(/DH-\w{8}/, 'DH-…'))).toEqual([
      'Your order DH-… is placed',
      'आपका ऑर्डर DH-… रास्ते में है',
    ]);
    await choose({ language: 'en' });
  });

  it('[MAIL-02] a crash between commit and send loses nothing: the next worker sends it', async () => {
    await orderOf(t, shopper, [[rice, 1]]);
    // The server that committed the order died before its worker ran: a new one starts.
    expect(smtp.mails).toHaveLength(0);
    expect(await worker().runOnce()).toBe(2);
    expect(smtp.mails).toHaveLength(2);
    // A clean send is never repeated.
    expect(await worker().runOnce()).toBe(0);
    expect(smtp.mails).toHaveLength(2);
  });

  it('[MAIL-03] a crash between a send and its mark repeats that one message, with the same Message-ID', async () => {
    await orderOf(t, shopper, [[rice, 1]]);
    let sends = 0;
    const crashing = worker({
      afterSend: () => {
        sends++;
        if (sends === 2) throw new Error('the process died');
      },
      leaseMs: 0,
    });
    await expect(crashing.runOnce()).rejects.toThrow('the process died');
    expect(smtp.mails).toHaveLength(2);

    expect(await worker().runOnce()).toBe(1);
    expect(smtp.mails).toHaveLength(3);
    expect(smtp.mails[2]!.messageId).toBe(smtp.mails[1]!.messageId);
    expect(smtp.mails[2]!.messageId).toMatch(/^<[0-9a-f-]{36}@dhanya\.outbox>$/);
    expect(new Set(smtp.mails.map((mail) => mail.messageId)).size).toBe(2);
    expect(await worker().runOnce()).toBe(0);
  });

  it('[MAIL-04] a refused send is retried later with a growing wait, then failed for the staff to retry', async () => {
    await orderOf(t, shopper, [[rice, 1]]);
    smtp.state.refusing = true;
    let clock = new Date();
    const tries = worker({ maxAttempts: 3, now: () => clock });
    expect(await tries.runOnce()).toBe(0);
    let page = await outbox('?status=pending');
    expect(page.messages).toHaveLength(2);
    expect(page.messages[0]).toMatchObject({ attempts: 1, lastError: expect.stringContaining('Try again later') });
    // Not due again until its wait is over.
    expect(await tries.runOnce()).toBe(0);
    expect((await outbox('?status=pending')).messages[0]!.attempts).toBe(1);
    for (const wait of [31_000, 61_000]) {
      clock = new Date(clock.getTime() + wait);
      await tries.runOnce();
    }
    page = await outbox('?status=failed');
    expect(page.counts).toEqual({ pending: 0, sent: 0, failed: 2 });
    expect(page.messages[0]!.attempts).toBe(3);

    smtp.state.refusing = false;
    const retried = await call(t.app, 'POST', paths.retryOutboxMessage(page.messages[0]!._id), { headers: admin });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(outboxRetryResponseSchema.parse(retried.json()).message).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await worker().runOnce()).toBe(1);
    const again = await call(t.app, 'POST', paths.retryOutboxMessage(page.messages[0]!._id), { headers: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ msg: 'This message was sent already' });
  });

  it('[MAIL-05] the outbox is the staff’s alone, and says when e-mail is off', async () => {
    await orderOf(t, shopper, [[rice, 1]]);
    expect((await call(t.app, 'GET', paths.outbox, { headers: shopper.headers })).statusCode).toBe(403);
    const page = await outbox();
    expect(page).toMatchObject({ sending: false, total: 2, counts: { pending: 2, sent: 0, failed: 0 } });
    expect(page.messages.map((message) => message.audience).sort()).toEqual(['shop', 'shopper']);
    const unknown = await call(t.app, 'POST', paths.retryOutboxMessage('7c0e4a58-3a47-4f8e-9d4e-1c1f0b6f1a11'), {
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('[MAIL-07] sent e-mails are kept 90 days; waiting and failed ones until they go', async () => {
    await orderOf(t, shopper, [[rice, 1]]);
    const sender = worker();
    expect(await sender.runOnce()).toBe(2);
    await orderOf(t, shopper, [[rice, 1]]);
    const [first] = (await outbox('?status=sent')).messages;
    const longAgo = new Date(Date.now() - 91 * 24 * 3_600_000);
    await t.db.update(outboxMessages).set({ sentAt: longAgo }).where(eq(outboxMessages.id, first!._id));
    await t.db.update(outboxMessages).set({ createdAt: longAgo }).where(eq(outboxMessages.status, 'pending'));
    expect(await sender.pruneSent()).toBe(1);
    expect((await outbox()).counts).toEqual({ pending: 2, sent: 1, failed: 0 });
  });

  it('[MAIL-06] an order whose online payment could not start leaves no e-mail behind', async () => {
    const orderId = await orderOf(t, shopper, [[rice, 1]]);
    await t.db.update(outboxMessages).set({ status: 'sent' }).where(eq(outboxMessages.audience, 'shop'));
    await changeOrderStatus(t.db, orderId, 'cancelled', { silent: true });
    expect((await outbox()).counts).toEqual({ pending: 0, sent: 1, failed: 0 });
  });
});
