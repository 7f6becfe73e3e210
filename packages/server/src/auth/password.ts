import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so the
 * cost can be raised later and old hashes still verify (SERVER-01).
 * N = 2^15, r = 8: 32 MiB and about 80 ms per hash on this project's machines.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

const cost: ScryptCost = { N: 2 ** 15, r: 8, p: 1 };
const keyLength = 64;
const saltLength = 16;

function derive(password: string, salt: Buffer, options: ScryptCost): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `withCost` only for test fixtures: verifying reads the cost from the stored hash. */
export async function hashPassword(password: string, withCost: ScryptCost = cost): Promise<string> {
  const salt = randomBytes(saltLength);
  const hash = await derive(password, salt, withCost);
  return ['scrypt', withCost.N, withCost.r, withCost.p, salt.toString('base64url'), hash.toString('base64url')].join(
    '$',
  );
}

/** False for a wrong password and for anything that is not a hash of this format. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  if (
    ![options.N, options.r, options.p].every(Number.isSafeInteger) ||
    options.N > 2 ** 20 ||
    options.r > 32 ||
    options.p > 16
  ) {
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== keyLength) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return timingSafeEqual(actual, expected);
}

/**
 * Verifying against this when the email is unknown makes an unknown account take as long
 * as a wrong password, so timing does not reveal which emails exist (SERVER-02).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
