import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseStore } from '../src/uploads/database-store.js';
import { createDiskStore } from '../src/uploads/disk-store.js';
import { importDiskUploads } from '../src/uploads/import-disk-uploads.js';
import { createTestApp, type TestApp } from './harness.js';
import { testPicture } from './images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ modules: [] });
});
afterAll(() => t?.close());

const silent = { info() {} };

describe('uploads: a shop moving its pictures from disk into the database', () => {
  it('copies every stored picture in once, keeps rows already there, and sets the folder aside', async () => {
    // Explicit stores, not the test app's: the same proof on PGlite and PostgreSQL.
    const disk = createDiskStore(t.config.uploadsDir);
    const database = createDatabaseStore(t.db);
    const picture = await testPicture('png');
    const [first, second, already] = ['1', '2', '3'].map(
      (digit) => `${digit.repeat(8)}-0000-4000-8000-000000000000.webp`,
    );
    await disk.put('products', first!, picture);
    await disk.put('images', second!.replace('.webp', '.thumb.webp'), picture);
    await disk.put('images', already!, picture);
    await disk.put('products', 'notes.txt', Buffer.from('not an upload'));
    await database.put('images', already!, Buffer.from('the row wins'));

    expect(await importDiskUploads(database, t.config.uploadsDir, silent)).toBe(2);
    expect((await database.get('products', first!))?.bytes.equals(picture)).toBe(true);
    expect((await database.get('images', second!.replace('.webp', '.thumb.webp')))?.bytes.equals(picture)).toBe(true);
    expect((await database.get('images', already!))?.bytes.toString()).toBe('the row wins');
    expect(await database.list('products')).not.toContain('notes.txt');

    expect(existsSync(t.config.uploadsDir)).toBe(false);
    const setAside = (await readdir(t.config.dataDir)).filter((name) => name.startsWith('uploads.imported-'));
    expect(setAside).toHaveLength(1);
    expect(existsSync(path.join(t.config.dataDir, setAside[0]!, 'products', first!))).toBe(true);

    expect(await importDiskUploads(database, t.config.uploadsDir, silent)).toBe(0);
  });
});
