// `npm run backup` and `npm run restore` (README, "Backup and restore"): a shop with orders
// and pictures is backed up while its server runs, restored into a new DATA_DIR (and, with
// TEST_DATABASE_URL, a new PostgreSQL database), and the shop started on it is the same.
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@dhanya/api/contract';
import {
  addPicturedProduct,
  call,
  customer,
  fillShop,
  freshDatabase,
  shopContents,
  signIn,
  storedUploads,
  uploadedFiles,
} from './backup-shop.js';
import {
  childEnv,
  disposeServer,
  ensureServerBuilt,
  newDataDir,
  repositoryRoot,
  run,
  shopAdmin,
  startServer,
  until,
  type ServerProcess,
} from './server-process.js';

const postgresUrl = process.env.TEST_DATABASE_URL || undefined;
const databases: Array<{ url: string; drop(): Promise<void> }> = [];
const backupFile = path.join(tmpdir(), `dhanya-backup-test-${process.pid}.tar.gz`);
const restoredDir = newDataDir();
let original: ServerProcess;
let restored: ServerProcess | undefined;
let originalDatabase: Record<string, string> = {};
let restoredDatabase: Record<string, string> = {};

/** `npm run backup` / `restore` as npm runs them (node scripts/<command>.mjs from the root). */
async function command(name: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const script = run(process.execPath, [`scripts/${name}.mjs`, file], { cwd: repositoryRoot, env: childEnv(env) });
  return { ...(await script.exited), output: script.output() };
}

const shopEnv = { ADMIN_EMAIL: shopAdmin.email, ADMIN_PASSWORD: shopAdmin.password, RATE_LIMIT_MULTIPLIER: '100' };

beforeAll(async () => {
  await ensureServerBuilt();
  if (postgresUrl) {
    for (const _ of ['original', 'restored']) databases.push(await freshDatabase(postgresUrl));
    originalDatabase = { DATABASE_URL: databases[0]!.url };
    restoredDatabase = { DATABASE_URL: databases[1]!.url };
  }
  original = await startServer({ env: { ...shopEnv, ...originalDatabase } });
  await fillShop(original);
}, 120_000);

afterAll(async () => {
  await disposeServer(restored);
  await disposeServer(original);
  rmSync(backupFile, { force: true });
  rmSync(restoredDir, { recursive: true, force: true });
  for (const database of databases) await database.drop();
});

describe('npm run backup', () => {
  it('writes one archive of the database and the uploads while the shop runs', async () => {
    const backup = await command('backup', backupFile, { DATA_DIR: original.dataDir, ...originalDatabase });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Asking the shop running on port ${original.port}`);
    expect(backup.output).toContain('2 products, 1 categories, 1 orders, 2 users');

    const entries: string[] = [];
    let manifest = '';
    await list({
      file: backupFile,
      onReadEntry: (entry) => {
        entries.push(entry.path);
        entry.on('data', (chunk: Buffer) => {
          if (entry.path === 'manifest.json') manifest += chunk.toString('utf8');
        });
      },
    });
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain(postgresUrl ? 'database/postgres.dump' : 'database/pglite.tar');
    // Three pictures of four files each: on disk with PGlite, in the database with PostgreSQL.
    const pictures = await storedUploads(original.dataDir, originalDatabase.DATABASE_URL);
    expect(pictures).toHaveLength(12);
    const onDisk = uploadedFiles(original.dataDir);
    expect(onDisk).toEqual(postgresUrl ? [] : pictures);
    expect(entries.filter((entry) => entry.startsWith('uploads/') && !entry.endsWith('/')).sort()).toEqual(
      onDisk.map((file) => `uploads/${file}`),
    );
    expect(JSON.parse(manifest)).toMatchObject({
      format: 1,
      database: postgresUrl ? 'postgres' : 'pglite',
      rows: { products: 2, categories: 1, orders: 1, users: 2 },
      uploadedFiles: onDisk.length,
      uploadsInDatabase: pictures.length - onDisk.length,
    });
    expect(backup.output).toContain('2 users, 12 uploaded files');
    // No token secret: a stolen backup must not sign anyone in to the live shop.
    expect(entries.some((entry) => entry.includes('jwt-secret'))).toBe(false);
  }, 120_000);
});

describe('npm run restore', () => {
  it('restores into an empty DATA_DIR, and the shop started on it is the same shop', async () => {
    const restore = await command('restore', backupFile, { DATA_DIR: restoredDir, ...restoredDatabase });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('Restored 2 products');

    restored = await startServer({ dataDir: restoredDir, env: { ...shopEnv, ...restoredDatabase } });
    expect(await shopContents(restored)).toEqual(await shopContents(original));
    expect(await signIn(restored, customer)).toEqual(expect.any(String));

    const pictures = await storedUploads(original.dataDir, originalDatabase.DATABASE_URL);
    expect(await storedUploads(restoredDir, restoredDatabase.DATABASE_URL)).toEqual(pictures);
    const bytes = async (shop: ServerProcess, file: string) =>
      Buffer.from(await (await fetch(shop.url(`/uploads/${file}`))).arrayBuffer());
    for (const file of pictures) {
      const before = await bytes(original, file);
      expect(before.length, file).toBeGreaterThan(0);
      expect((await bytes(restored, file)).equals(before), file).toBe(true);
    }
  }, 120_000);

  it('refuses a DATA_DIR that holds a shop, and leaves it as it was', async () => {
    await restored?.stop();
    const before = uploadedFiles(restoredDir).map((file) => statSync(path.join(restoredDir, 'uploads', file)).mtimeMs);
    const again = await command('restore', backupFile, { DATA_DIR: restoredDir, ...restoredDatabase });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(
      postgresUrl
        ? /already has \d+ tables: restore only into an empty database/
        : /already holds uploaded files: restore only into an empty DATA_DIR/,
    );
    expect(uploadedFiles(restoredDir).map((file) => statSync(path.join(restoredDir, 'uploads', file)).mtimeMs)).toEqual(
      before,
    );
  }, 60_000);

  it('refuses a file that is not a backup', async () => {
    const notABackup = path.join(restoredDir, 'not-a-backup.tar.gz');
    writeFileSync(notABackup, 'just text');
    const emptyDir = newDataDir();
    const attempt = await command('restore', notABackup, { DATA_DIR: emptyDir, ...restoredDatabase });
    rmSync(emptyDir, { recursive: true, force: true });
    expect(attempt.code).toBe(1);
    expect(attempt.output).toContain('is not a readable backup archive');
  });
});

describe('npm run backup while the shop changes', () => {
  it('holds each picture its database names, however busy the shop', async () => {
    const admin = await signIn(original, shopAdmin);
    const [category] = (await (await call(original, paths.categories)).json()) as Array<{ _id: string }>;
    // Products come and go, pictures with them, while the backup runs.
    let writing = true;
    let changes = 0;
    const writer = (async () => {
      while (writing) {
        const id = await addPicturedProduct(original, admin, category!._id, `Seasonal ${changes}`);
        expect((await call(original, paths.deleteProduct(id), { method: 'DELETE', token: admin })).status).toBe(200);
        changes += 1;
      }
    })();
    const busyFile = `${backupFile}.busy.tar.gz`;
    const busyDir = newDataDir();
    const database = postgresUrl ? await freshDatabase(postgresUrl) : undefined;
    if (database) databases.push(database);
    const into: Record<string, string> = database ? { DATABASE_URL: database.url } : {};
    let copy: ServerProcess | undefined;
    try {
      await until(() => changes > 0, 'the first change');
      const backup = await command('backup', busyFile, { DATA_DIR: original.dataDir, ...originalDatabase });
      writing = false;
      await writer;
      expect(backup.code, backup.output).toBe(0);

      // restore also checks the rows and files it restored against the manifest
      const restore = await command('restore', busyFile, { DATA_DIR: busyDir, ...into });
      expect(restore.code, restore.output).toBe(0);
      copy = await startServer({ dataDir: busyDir, env: { ...shopEnv, ...into } });
      const products = (await (await call(copy, paths.products)).json()) as Array<{ image: string }>;
      for (const { image } of products) {
        expect((await fetch(copy.url(`/uploads/products/${image}`))).status, image).toBe(200);
      }
    } finally {
      writing = false;
      await writer.catch(() => {});
      await disposeServer(copy);
      rmSync(busyFile, { force: true });
      rmSync(busyDir, { recursive: true, force: true });
    }
  }, 120_000);
});
