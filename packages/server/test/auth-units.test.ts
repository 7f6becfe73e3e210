import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../src/auth/jwt-secret.js';
import { hashPassword, verifyPassword } from '../src/auth/password.js';
import { signToken, tokenLifetimeSeconds, verifyToken } from '../src/auth/token.js';

describe('passwords', () => {
  it('[SERVER-01] stores a salted scrypt hash, never the password', async () => {
    const password = 'basmati-rice-42';
    const hash = await hashPassword(password);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(hash).not.toContain(password);
    expect(await hashPassword(password)).not.toBe(hash);
  });

  it('[SERVER-01] verifies the right password only', async () => {
    const hash = await hashPassword('basmati-rice-42');
    expect(await verifyPassword('basmati-rice-42', hash)).toBe(true);
    expect(await verifyPassword('basmati-rice-43', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('[SERVER-01] refuses stored values that are not scrypt hashes', async () => {
    for (const stored of ['', 'basmati-rice-42', 'scrypt$1$2$3', 'bcrypt$a$b$c$d$e', 'scrypt$99999999$8$1$AAAA$BBBB']) {
      expect(await verifyPassword('basmati-rice-42', stored), stored).toBe(false);
    }
  });
});

describe('tokens', () => {
  const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-123');

  it('[SERVER-03] are HS256 JWTs carrying the user id and an expiry of at most 7 days', async () => {
    const token = await signToken(
      { userId: '5a0c1b3e-9a4f-4a55-9d0b-1d2e3f405162', role: 0, sessionId: 's-1' },
      secret,
    );
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const claims = decodeJwt(token);
    expect(claims.sub).toBe('5a0c1b3e-9a4f-4a55-9d0b-1d2e3f405162');
    expect(claims.exp! - claims.iat!).toBeLessThanOrEqual(7 * 24 * 60 * 60);
    expect(await verifyToken(token, secret)).toEqual({
      userId: '5a0c1b3e-9a4f-4a55-9d0b-1d2e3f405162',
      role: 0,
      sessionId: 's-1',
    });
  });

  it('[SERVER-03] never outlive 7 days, whatever is asked', async () => {
    const token = await signToken({ userId: 'u', role: 0, sessionId: 's-1' }, secret, 365 * 24 * 60 * 60);
    const claims = decodeJwt(token);
    expect(claims.exp! - claims.iat!).toBe(tokenLifetimeSeconds);
  });

  it('[SERVER-04] are refused when wrongly signed, tampered, malformed or expired', async () => {
    const token = await signToken({ userId: 'u', role: 0, sessionId: 's-1' }, secret);
    const other = new TextEncoder().encode('another-secret-that-is-long-enough-456');
    expect(await verifyToken(token, other)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u', role: 1, exp: 4102444800 })).toString('base64url');
    expect(await verifyToken(`${header}.${forged}.${signature}`, secret)).toBeNull();
    expect(await verifyToken('not-a-token', secret)).toBeNull();
    expect(
      await verifyToken(await signToken({ userId: 'u', role: 0, sessionId: 's-1' }, secret, -10), secret),
    ).toBeNull();
  });
});

describe('the signing secret', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('[SERVER-03] is generated once under DATA_DIR with mode 0600, and kept', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dhanya-secret-'));
    const first = await loadJwtSecret(dir);
    const second = await loadJwtSecret(dir);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'jwt-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(new TextDecoder().decode(first));
  });

  it('[SERVER-03] comes from JWT_SECRET when set', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dhanya-secret-'));
    const secret = await loadJwtSecret(dir, 'x'.repeat(40));
    expect(new TextDecoder().decode(secret)).toBe('x'.repeat(40));
  });
});
