import { paths } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/notice-schema.js';
import { bearer, createTestApp, type TestApp } from './harness.js';
import { addProduct, call, checkoutForm, signupBody } from './shop-support.js';

// Issue 31, item 7: a one-line field with a line break could write lines of its own into the
// shop's e-mails ("YOUR ORDER IS ON HOLD. Confirm your card at http://…").
describe('one-line fields refuse line breaks and control characters [issue 31]', () => {
  let t: TestApp;
  let shopper: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    shopper = (await t.signup()).headers;
  });
  afterAll(() => t?.close());

  const address = checkoutForm('COD');
  const injected = 'Asha\r\n\r\nYOUR ORDER IS ON HOLD. Confirm your card at http://evil.example';

  it('[SERVER-31] a checkout whose first name holds a line break is a 400 naming it: no order, no e-mail', async () => {
    const product = await addProduct(t.db);
    await call(t.app, 'POST', paths.addToCart, { headers: shopper, body: { productId: product.id, quantity: 1 } });
    for (const url of [paths.checkout, paths.simpleCheckout]) {
      const response = await call(t.app, 'POST', url, { headers: shopper, body: { ...address, firstName: injected } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: 'firstName: First name must be on one line' });
    }
    for (const [field, label, value] of [
      ['city', 'City', 'Mysuru\n'],
      ['address2', 'Address line 2', 'Flat 2\u2028Floor 3'],
      ['zip', 'ZIP', '570\r001'],
      ['state', 'State', 'KA\u0007'],
      ['lastName', 'Last name', 'Rao\u001b[31m'],
      ['address', 'Address', '1 MG Road\u0085'],
    ] as const) {
      const response = await call(t.app, 'POST', paths.checkout, {
        headers: shopper,
        body: { ...address, [field]: value },
      });
      expect(response.statusCode, field).toBe(400);
      const problem = /\n|\r|\u2028/.test(value) ? 'must be on one line' : 'contains characters that are not allowed';
      expect(response.json()).toEqual({ msg: `${field}: ${label} ${problem}` });
    }
    expect((await call(t.app, 'GET', paths.myOrders, { headers: shopper })).json()).toEqual({ orders: [] });
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
  });

  it('[SERVER-06] [SERVER-12] sign-up and the profile refuse a name or a region on two lines', async () => {
    const signup = await call(t.app, 'POST', paths.signup, {
      body: signupBody('lakshmi.lines@example.in', undefined, { firstName: injected }),
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json()).toEqual({ msg: 'firstName: First name must be on one line' });

    const profile = await call(t.app, 'PUT', paths.profile, {
      headers: shopper,
      body: { firstName: 'Asha', lastName: 'Rao', region: 'Karnataka\nCall +91 00000 00000' },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toMatchObject({ msg: 'region: Region must be on one line' });
  });

  it('keeps what a name may hold: scripts with their joiners, and text with spaces and tabs in free text', async () => {
    const name = 'ಲಕ್ಷ್ಮೀ'; // Kannada, with a virama; ZWJ/ZWNJ (format characters) stay allowed too
    const response = await call(t.app, 'PUT', paths.profile, {
      headers: shopper,
      body: { firstName: `${name}\u200d`, lastName: 'Rao' },
    });
    expect(response.statusCode).toBe(200);
    const contact = await call(t.app, 'POST', paths.sendContactMessage, {
      body: { name: 'Asha', email: 'asha@example.in', message: 'Line one\r\nLine two\twith a tab' },
    });
    expect(contact.statusCode).toBeLessThan(300);
  });

  it('the footer address is multi-line by design and keeps its lines', async () => {
    const admin = bearer(await t.createAdmin());
    const footer = {
      companyName: 'Dhanya',
      companyTagline: 'Grains',
      address: '12, Gandhi Bazaar\nBengaluru 560004',
      email: 'shop@example.in',
      phone: '+91 98765 43210',
      socialLinks: {},
      legalLinks: [],
    };
    const saved = await call(t.app, 'PUT', paths.updateFooter, { headers: admin, body: footer });
    expect(saved.statusCode).toBe(200);
    expect((await call(t.app, 'GET', paths.footer)).json()).toMatchObject({
      address: '12, Gandhi Bazaar\nBengaluru 560004',
    });
    const name = await call(t.app, 'PUT', paths.updateFooter, {
      headers: admin,
      body: { ...footer, companyName: 'Dhanya\nSale' },
    });
    expect(name.statusCode).toBe(400);
  });
});
