import { createHash } from 'node:crypto';
import { accountMessages, paths, profileResponseSchema } from '@dhanya/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/notice-schema.js';
import { emailVerifications, orders, users } from '../src/db/schema.js';
import { bearer, createTestApp, type TestApp, type TestCustomer } from './harness.js';
import { orderOf } from './invoice-support.js';
import { addProduct, call, saveShopSettings, signupBody } from './shop-support.js';

let t: TestApp;
let rice: string;
beforeAll(async () => {
  t = await createTestApp();
  await saveShopSettings(t.db, { orderEmail: 'orders@dhanya.example' });
  rice = (await addProduct(t.db, { title: 'Sona Masoori Rice', quantity: 500 })).id;
});
afterAll(() => t?.close());

let counter = 0;
/** A shopper who signs up as the sign-up page does, then logs in. */
async function signUp(): Promise<TestCustomer> {
  counter += 1;
  const email = `meera.${counter}@example.in`;
  const password = 'ragi-mudde-6';
  const created = await call(t.app, 'POST', paths.signup, {
    body: signupBody(email, password, { firstName: 'Meera' }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = (created.json() as { user: { _id: string } }).user._id;
  const token = await t.login(email, password);
  return { id, email, password, token, headers: bearer(token) };
}

const mailsTo = (email: string) =>
  t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(outboxMessages.createdAt);

/** The token of the last verification link e-mailed to `email`, as the shopper reads it. */
async function linkTokenFor(email: string): Promise<string> {
  const links = (await mailsTo(email)).filter((mail) => mail.event === 'verify_email');
  const match = /\{shop\}\/verify-email\?token=([\w-]+)\n/.exec(links.at(-1)?.textBody ?? '');
  if (!match) throw new Error(`no verification link was e-mailed to ${email}`);
  return match[1]!;
}

/** Follows the link: the storefront's /verify-email page posts its token. */
const follow = (token: string) => call(t.app, 'POST', paths.verifyEmail, { body: { token } });

const profileOf = async (customer: TestCustomer) =>
  profileResponseSchema.parse((await call(t.app, 'GET', paths.profile, { headers: customer.headers })).json()).user;

describe('sign-up sends a link that verifies the address [issue 31]', () => {
  it('[API-18] [SERVER-06] the link is e-mailed through the outbox; the database keeps only its SHA-256, for 48 hours', async () => {
    const shopper = await signUp();
    const [mail] = await mailsTo(shopper.email);
    expect(mail).toMatchObject({ event: 'verify_email', audience: 'shopper', orderId: null, status: 'pending' });
    expect(mail!.subject).toBe('Confirm your e-mail address');
    expect(mail!.textBody).toContain('Hello Meera,');
    const token = await linkTokenFor(shopper.email);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const [link] = await t.db
      .select({
        tokenHash: emailVerifications.tokenHash,
        email: emailVerifications.email,
        hours:
          sql<number>`extract(epoch from ${emailVerifications.expiresAt} - ${emailVerifications.createdAt}) / 3600`.mapWith(
            Number,
          ),
      })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, shopper.id));
    expect(link).toEqual({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      email: shopper.email,
      hours: 48,
    });
    expect(await profileOf(shopper)).toMatchObject({ emailVerified: false });
  });

  it('[ACCOUNT-17] following the link verifies the address once; a second use says the link is used', async () => {
    const shopper = await signUp();
    const token = await linkTokenFor(shopper.email);
    const first = await follow(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ msg: accountMessages.emailVerified });
    expect(await profileOf(shopper)).toMatchObject({ emailVerified: true });

    const again = await follow(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ msg: 'This link has expired or has already been used.' });
    expect((await follow('not-a-token')).statusCode).toBe(400);
  });

  it('an expired link verifies nothing', async () => {
    const shopper = await signUp();
    const token = await linkTokenFor(shopper.email);
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailVerifications.userId, shopper.id));
    const response = await follow(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: accountMessages.verificationLinkInvalid });
    expect(await profileOf(shopper)).toMatchObject({ emailVerified: false });
  });

  it('resend: a new link replaces the old, at most one a minute, never once verified, never without a session', async () => {
    const shopper = await signUp();
    const old = await linkTokenFor(shopper.email);
    const resend = () => call(t.app, 'POST', paths.resendVerification, { headers: shopper.headers });

    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      msg: expect.stringMatching(/^Please wait \d+ seconds before asking for another link\.$/),
    });
    expect(tooSoon.headers['retry-after']).toBeDefined();

    await t.db
      .update(emailVerifications)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(emailVerifications.userId, shopper.id));
    const sent = await resend();
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ msg: accountMessages.verificationSent });
    const fresh = await linkTokenFor(shopper.email);
    expect(fresh).not.toBe(old);
    expect((await follow(old)).statusCode).toBe(400);
    expect((await follow(fresh)).statusCode).toBe(200);

    const verified = await resend();
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual({ msg: accountMessages.alreadyVerified });
    expect((await call(t.app, 'POST', paths.resendVerification)).statusCode).toBe(401);
  });
});

describe('order e-mails go only to a verified address [issue 31]', () => {
  const shopperMails = async (email: string) =>
    (await mailsTo(email)).filter((mail) => mail.event !== 'verify_email').map((mail) => mail.subject);
  const shopMails = async (orderId: string) =>
    (
      await t.db
        .select({ subject: outboxMessages.subject })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.orderId, orderId), eq(outboxMessages.audience, 'shop')))
    ).map((mail) => mail.subject);

  it('[MAIL-01] an unverified shopper can order; the shop hears of it, the shopper once the address is verified', async () => {
    const shopper = await signUp();
    const orderId = await orderOf(t, shopper, [[rice, 1]]);
    expect(await shopperMails(shopper.email)).toEqual([]);
    expect(await shopMails(orderId)).toEqual([expect.stringMatching(/^New order DH-\w{8}: /)]);

    expect((await follow(await linkTokenFor(shopper.email))).statusCode).toBe(200);
    const reference = `DH-${orderId.slice(0, 8).toUpperCase()}`;
    expect(await shopperMails(shopper.email)).toEqual([`Your order ${reference} is placed`]);
    // The shop is not told twice.
    expect(await shopMails(orderId)).toHaveLength(1);

    // From now on every event is e-mailed as it happens.
    const admin = bearer(await t.createAdmin());
    const shipped = await call(t.app, 'PUT', paths.updateOrderStatus(orderId), {
      headers: admin,
      body: { status: 'shipped' },
    });
    expect(shipped.statusCode).toBe(200);
    expect(await shopperMails(shopper.email)).toEqual([
      `Your order ${reference} is placed`,
      `Your order ${reference} is on its way`,
    ]);
  });

  it('at verification, a cancelled order, or one older than the link, is not e-mailed late', async () => {
    const shopper = await signUp();
    const old = await orderOf(t, shopper, [[rice, 1]]);
    const cancelled = await orderOf(t, shopper, [[rice, 1]]);
    await t.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '49 hours'` })
      .where(eq(orders.id, old));
    const admin = bearer(await t.createAdmin());
    await call(t.app, 'PUT', paths.updateOrderStatus(cancelled), { headers: admin, body: { status: 'cancelled' } });

    expect((await follow(await linkTokenFor(shopper.email))).statusCode).toBe(200);
    expect(await shopperMails(shopper.email)).toEqual([]);
  });

  it('an account from before verification existed (NULL) is unverified: no order e-mail until it verifies', async () => {
    const shopper = await t.signup({ verified: false });
    const [row] = await t.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, shopper.id));
    expect(row?.at).toBeNull();
    await orderOf(t, shopper, [[rice, 1]]);
    expect(await shopperMails(shopper.email)).toEqual([]);
    expect(await profileOf(shopper)).toMatchObject({ emailVerified: false });
  });
});
