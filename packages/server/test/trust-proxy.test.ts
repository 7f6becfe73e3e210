import { errorSchema, paths } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../src/config.js';
import { createTestApp, type TestApp } from './harness.js';
import { call } from './shop-support.js';

let t: TestApp;
/** The load balancer's own address: every request reaches the shop from it. */
const balancer = '10.0.0.5';

beforeAll(async () => {
  // The shop's real limits, behind one load balancer as README "Several servers" sets it up.
  t = await createTestApp({
    config: { trustProxy: readSettings({ TRUST_PROXY: '1' }).trustProxy, rateLimits: undefined },
  });
});
afterAll(() => t?.close());

/** A request through the balancer, which appends the address it was reached from. */
const through = (forwardedFor: string) => ({ remoteAddress: balancer, headers: { 'x-forwarded-for': forwardedFor } });

let person = 0;
const lead = () => ({ name: `Shopper ${++person}`, email: `shopper.${person}@example.in`, phone: '9876543210' });

describe('[issue 31] TRUST_PROXY=1: the client is the address the load balancer saw', () => {
  it('X-Forwarded-For "203.0.113.7, 198.51.100.1" is counted as 198.51.100.1, whatever the client writes first', async () => {
    for (let request = 1; request <= 10; request++) {
      const sent = await call(t.app, 'POST', paths.sendLead, {
        body: lead(),
        ...through(`203.0.113.${request}, 198.51.100.1`),
      });
      expect(sent.statusCode, `#${request}`).toBe(201);
    }
    const spoofed = await call(t.app, 'POST', paths.sendLead, {
      body: lead(),
      ...through('203.0.113.7, 198.51.100.1'),
    });
    expect(spoofed.statusCode).toBe(429);
    expect(errorSchema.parse(spoofed.json()).msg).toMatch(/^Too many requests/);

    const neighbour = await call(t.app, 'POST', paths.sendLead, {
      body: lead(),
      ...through('203.0.113.7, 198.51.100.2'),
    });
    expect(neighbour.statusCode).toBe(201);
  });

  it("a guesser who writes a new address each time cannot lock the owner out: the owner's right password works", async () => {
    const owner = await t.signup({ password: 'owner-pass-2026' });
    const login = (password: string, forwardedFor: string) =>
      call(t.app, 'POST', paths.login, { body: { email: owner.email, password }, ...through(forwardedFor) });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login('wrong-guess', `192.0.2.${attempt}, 198.51.100.66`)).statusCode, `#${attempt}`).toBe(401);
    }
    // The guesser's own address is throttled, spoofed header or not.
    expect((await login('wrong-guess', '192.0.2.99, 198.51.100.66')).statusCode).toBe(429);
    // The owner, at home, is not.
    expect((await login('owner-pass-2026', '198.51.100.200')).statusCode).toBe(200);
  });
});
