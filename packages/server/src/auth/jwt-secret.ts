import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * JWT_SECRET when set; otherwise a random secret made on first start and kept in
 * DATA_DIR/jwt-secret (mode 0600), so tokens survive restarts and no secret is in the source.
 */
export async function loadJwtSecret(dataDir: string, fromEnv?: string): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, 'jwt-secret');
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if the file exists, so two instances starting together keep one secret.
    await writeFile(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  return new TextEncoder().encode(secret);
}
