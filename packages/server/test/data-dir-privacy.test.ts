// Issue 31, item 4: DATA_DIR holds password hashes and e-mail addresses (in PGlite's files and
// its write-ahead log), the token secret and the pictures; a backup holds all of it. None of
// it is readable by another user of the machine. The shop runs as `npm start` runs it, on
// PGlite, the database whose files are in DATA_DIR.
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillShop, uploadedFiles } from './backup-shop.js';
import {
  childEnv,
  disposeServer,
  ensureServerBuilt,
  repositoryRoot,
  run,
  shopAdmin,
  startServer,
  type ServerProcess,
} from './server-process.js';

const shopEnv = { ADMIN_EMAIL: shopAdmin.email, ADMIN_PASSWORD: shopAdmin.password, RATE_LIMIT_MULTIPLIER: '100' };
const parent = mkdtempSync(path.join(tmpdir(), 'dhanya-private-'));
// Not made by the test: the shop makes it.
const dataDir = path.join(parent, 'shop-data');
let shop: ServerProcess | undefined;

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Every file and folder below `folder` that a user other than the shop's may read or enter. */
function readableByOthers(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isSymbolicLink())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => ((statSync(file, { throwIfNoEntry: false })?.mode ?? 0) & 0o077) !== 0)
    .map((file) => `${path.relative(folder, file)} ${modeOf(file).toString(8)}`);
}

async function backUp(file: string) {
  const script = run(process.execPath, ['scripts/backup.mjs', file], {
    cwd: repositoryRoot,
    env: childEnv({ DATA_DIR: dataDir }),
  });
  return { ...(await script.exited), output: script.output() };
}

beforeAll(async () => {
  await ensureServerBuilt();
  shop = await startServer({ dataDir, env: shopEnv });
  // Accounts, an order and pictures: password hashes and e-mails in the database and its WAL.
  await fillShop(shop);
}, 120_000);

afterAll(async () => {
  await disposeServer(shop);
  rmSync(parent, { recursive: true, force: true });
});

describe('[issue 31] DATA_DIR is private', () => {
  it('is created 0700, and the database, its WAL, the secret and the pictures in it are 0600/0700', () => {
    expect(modeOf(dataDir).toString(8)).toBe('700');
    expect(uploadedFiles(dataDir).length).toBeGreaterThan(0);
    const walSegments = readdirSync(path.join(dataDir, 'pglite', 'pg_wal')).filter((name) =>
      /^[0-9A-F]{24}$/.test(name),
    );
    expect(walSegments.length).toBeGreaterThan(0);
    expect(readableByOthers(dataDir)).toEqual([]);
  });

  it('is tightened at the next start, with a log line, when it was looser', async () => {
    await shop!.stop();
    chmodSync(dataDir, 0o755);
    chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
    chmodSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
    shop = await startServer({ dataDir, env: shopEnv });
    expect(shop.output()).toContain(`DATA_DIR ${dataDir} was readable by other users (mode 0755): it is 0700 now`);
    expect(modeOf(dataDir).toString(8)).toBe('700');
    expect(readableByOthers(dataDir)).toEqual([]);
  }, 60_000);
});

describe('[issue 31] npm run backup writes archives only their owner can read', () => {
  it('asks the running shop, and writes the archive 0600', async () => {
    const file = path.join(parent, 'from-the-shop.tar.gz');
    const backup = await backUp(file);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('Asking the shop running');
    expect(modeOf(file).toString(8)).toBe('600');
  }, 60_000);

  it('reads DATA_DIR itself when no shop runs, and writes the archive 0600', async () => {
    await shop!.stop();
    const file = path.join(parent, 'direct.tar.gz');
    const backup = await backUp(file);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('No shop is running on this DATA_DIR');
    expect(modeOf(file).toString(8)).toBe('600');
    expect(readableByOthers(dataDir)).toEqual([]);
  }, 60_000);
});
