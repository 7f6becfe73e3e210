import { contactMessageSchema, errorSchema, leadSchema, paths, type Lead } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import messages from '../src/modules/messages/routes.js';
import { bearer, createTestApp, type TestApp } from './harness.js';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ modules: [messages] });
  admin = bearer(await t.createAdmin());
  customer = (await t.signup()).headers;
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const leadList = async () => z.array(leadSchema).parse((await call('GET', paths.leads, undefined, admin)).json());
const sentLeadSchema = z.object({ msg: z.string(), lead: leadSchema });

const unknownId = '3f2b8c1e-0d4a-4e5b-9c6d-7e8f9a0b1c2d';

describe('leads', () => {
  let first: Lead;
  let second: Lead;

  it('[API-41] [SERVER-05] POST /api/lead needs no token and answers 201 {msg, lead}', async () => {
    const response = await call(
      'POST',
      paths.sendLead,
      {
        name: ' Ravi Kumar ',
        email: 'Ravi@Example.IN',
        phone: '+91 (98450) 12-345',
        message: 'Bulk rice for a wedding',
      },
      { authorization: 'Bearer not-a-token' },
    );
    expect(response.statusCode).toBe(201);
    const body = sentLeadSchema.parse(response.json());
    expect(body.msg).not.toBe('');
    first = body.lead;
    expect(first).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      phone: '+91 (98450) 12-345',
      message: 'Bulk rice for a wedding',
    });
  });

  it('[SERVER-23] phone and message are optional', async () => {
    const response = await call('POST', paths.sendLead, { name: 'Meena', email: 'meena@example.in' });
    expect(response.statusCode).toBe(201);
    second = sentLeadSchema.parse(response.json()).lead;
    expect(second).toMatchObject({ phone: '', message: '' });
  });

  it.each([
    ['no name', { email: 'a@example.in' }],
    ['a blank name', { name: '   ', email: 'a@example.in' }],
    ['no email', { name: 'Asha' }],
    ['an invalid email', { name: 'Asha', email: 'not-an-email' }],
    ['letters in the phone', { name: 'Asha', email: 'a@example.in', phone: 'call me maybe' }],
    ['a phone over 20 characters', { name: 'Asha', email: 'a@example.in', phone: '9'.repeat(21) }],
    ['a name over 200 characters', { name: 'x'.repeat(201), email: 'a@example.in' }],
    ['a message over 5,000 characters', { name: 'Asha', email: 'a@example.in', message: 'x'.repeat(5001) }],
    ['a number for the name', { name: 42, email: 'a@example.in' }],
  ])('[API-41] [SERVER-23] [SERVER-14] a lead with %s is a 400 {msg} and nothing is saved', async (_name, body) => {
    const response = await call('POST', paths.sendLead, body);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).not.toBe('');
    expect(await leadList()).toHaveLength(2);
  });

  it('[API-39] [SERVER-13] GET /api/lead/getall answers the leads to an admin, newest first', async () => {
    const response = await call('GET', paths.leads, undefined, admin);
    expect(response.statusCode).toBe(200);
    const leads = z.array(leadSchema).parse(response.json());
    expect(leads.map((lead) => lead._id)).toEqual([second._id, first._id]);
    expect(leads[1]).toEqual(first);
  });

  it('[SERVER-13] [SERVER-10] leads are never readable without an admin token', async () => {
    for (const [headers, status] of [
      [{}, 401],
      [{ authorization: 'Bearer forged' }, 401],
      [customer, 403],
    ] as const) {
      const response = await call('GET', paths.leads, undefined, headers);
      expect(response.statusCode).toBe(status);
      expect(Object.keys(response.json())).toEqual(['msg']);
    }
  });

  it('[ADMIN-44] [CONTENT-08] PUT /api/lead/{id} updates a lead; markup is stored verbatim', async () => {
    const change = {
      name: 'Ravi K.',
      email: 'ravi.k@example.in',
      phone: '080 2345 6789',
      message: '<b>Call</b> after 6',
    };
    const response = await call('PUT', paths.updateLead(first._id), change, admin);
    expect(response.statusCode).toBe(200);
    const updated = leadSchema.parse(response.json());
    expect(updated).toEqual({ ...first, ...change });
    expect((await leadList()).find((lead) => lead._id === first._id)).toEqual(updated);
    first = updated;
  });

  it('[ADMIN-44] [SERVER-23] an update is validated like a new lead', async () => {
    const response = await call('PUT', paths.updateLead(first._id), { name: '', email: 'x@example.in' }, admin);
    expect(response.statusCode).toBe(400);
    errorSchema.parse(response.json());
    expect((await leadList()).find((lead) => lead._id === first._id)).toEqual(first);
  });

  it('[ADMIN-44] [SERVER-10] editing and deleting need an admin: 401 without a token, 403 for a customer', async () => {
    const change = { name: 'Hijack', email: 'h@example.in' };
    for (const [headers, status] of [
      [{}, 401],
      [customer, 403],
    ] as const) {
      expect((await call('PUT', paths.updateLead(first._id), change, headers)).statusCode).toBe(status);
      expect((await call('DELETE', paths.deleteLead(first._id), undefined, headers)).statusCode).toBe(status);
      // Nothing is revealed to a caller without rights, not even whether the body is valid.
      expect((await call('PUT', paths.updateLead(first._id), { name: '' }, headers)).statusCode).toBe(status);
    }
    expect(await leadList()).toEqual([second, first]);
  });

  it('[SERVER-16] an unknown or malformed lead id is a 404 {msg}', async () => {
    for (const id of [unknownId, 'not-an-id', "1' OR '1'='1"]) {
      const update = await call('PUT', paths.updateLead(id), { name: 'x', email: 'x@example.in' }, admin);
      expect(update.statusCode, id).toBe(404);
      errorSchema.parse(update.json());
      const deletion = await call('DELETE', paths.deleteLead(id), undefined, admin);
      expect(deletion.statusCode, id).toBe(404);
      errorSchema.parse(deletion.json());
    }
  });

  it('[ADMIN-44] DELETE /api/lead/{id} removes the lead', async () => {
    const response = await call('DELETE', paths.deleteLead(second._id), undefined, admin);
    expect(response.statusCode).toBe(200);
    expect(await leadList()).toEqual([first]);
    expect((await call('DELETE', paths.deleteLead(second._id), undefined, admin)).statusCode).toBe(404);
  });
});

describe('contact messages', () => {
  const message = { name: 'Lakshmi', email: 'Lakshmi@Example.in', message: 'Do you deliver to Hassan?' };

  it('[API-42] [SERVER-05] POST /api/contact/getuser needs no token and answers 201 {msg}', async () => {
    const response = await call('POST', paths.sendContactMessage, message, { authorization: 'Bearer expired' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ msg: 'Thank you! We will get back to you soon.' });
  });

  it.each([
    ['no message', { name: 'Asha', email: 'a@example.in' }],
    ['a blank message', { name: 'Asha', email: 'a@example.in', message: '  ' }],
    ['no name', { email: 'a@example.in', message: 'Hello' }],
    ['an invalid email', { name: 'Asha', email: 'asha', message: 'Hello' }],
    ['a message over 5,000 characters', { name: 'Asha', email: 'a@example.in', message: 'x'.repeat(5001) }],
  ])('[API-42] [SERVER-23] [SERVER-14] a message with %s is a 400 {msg}', async (_name, body) => {
    const response = await call('POST', paths.sendContactMessage, body);
    expect(response.statusCode).toBe(400);
    expect(errorSchema.parse(response.json()).msg).not.toBe('');
  });

  it('[SERVER-13] the messages are readable by an admin only, newest first', async () => {
    await call('POST', paths.sendContactMessage, { name: 'Gopal', email: 'gopal@example.in', message: 'Ragi flour?' });
    const response = await call('GET', paths.contactMessages, undefined, admin);
    expect(response.statusCode).toBe(200);
    const list = z.array(contactMessageSchema).parse(response.json());
    expect(list.map((entry) => entry.name)).toEqual(['Gopal', 'Lakshmi']);
    expect(list[1]).toMatchObject({ email: 'lakshmi@example.in', message: message.message });

    expect((await call('GET', paths.contactMessages)).statusCode).toBe(401);
    expect((await call('GET', paths.contactMessages, undefined, customer)).statusCode).toBe(403);
  });
});
