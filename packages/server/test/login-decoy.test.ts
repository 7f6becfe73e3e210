import { paths } from '@dhanya/api/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from './harness.js';
import { call } from './shop-support.js';

let t: TestApp;
let decoyHash: () => Promise<string>;
beforeAll(async () => {
  // The decoy is made once per process, and test files share modules (isolate: false): a
  // fresh copy of the server's modules, whose decoy no other test has made yet.
  vi.resetModules();
  ({ decoyHash } = await import('../src/auth/password.js'));
  const { createTestApp } = await import('./harness.js');
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('[issue 31] [SERVER-02] the decoy hash is made at start', () => {
  it('is ready once the server is: the first login with an unknown e-mail waits for no extra scrypt', async () => {
    // Timing the login itself tells little here: on PGlite, the noise of a first request is as
    // large as one scrypt. Whether the hash is already there is exact.
    const notYet = Symbol('not made yet');
    const nextTurn = new Promise<typeof notYet>((resolve) => setImmediate(() => resolve(notYet)));
    expect(await Promise.race([decoyHash(), nextTurn])).not.toBe(notYet);

    const unknown = await call(t.app, 'POST', paths.login, {
      body: { email: 'nobody@example.in', password: 'any-password-1' },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ msg: 'Invalid email or password' });
  });
});
