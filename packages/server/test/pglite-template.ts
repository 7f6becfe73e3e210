import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectPglite } from '../src/db/pglite.js';
import { findMigrationsFolder, migrateDatabase } from '../src/db/migrate.js';

/**
 * A fresh PGlite costs ~3 s (initdb); loading a dump of an already migrated one ~0.5 s.
 * The dump is kept on disk between runs and test files, keyed by the PGlite version and
 * the migrations, so a changed schema makes a new one.
 */
const cacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules/.cache/dhanya-server',
);

let template: Promise<Blob> | undefined;

export function migratedTemplate(): Promise<Blob> {
  template ??= loadOrMakeTemplate();
  return template;
}

async function loadOrMakeTemplate(): Promise<Blob> {
  const file = path.join(cacheDir, `pglite-${templateKey()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);

  const connection = await connectPglite({});
  try {
    await migrateDatabase(connection);
    const dump = await connection.client.dumpDataDir('none');
    await mkdir(cacheDir, { recursive: true });
    // Written aside then renamed: a test file starting in parallel never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    await removeOlderTemplates(path.basename(file));
    return dump;
  } finally {
    await connection.close();
  }
}

/** Dumps of earlier schemas are 40 MB each and never used again. */
async function removeOlderTemplates(keep: string): Promise<void> {
  for (const name of await readdir(cacheDir)) {
    if (name.startsWith('pglite-') && name.endsWith('.tar') && name !== keep) {
      await rm(path.join(cacheDir, name), { force: true });
    }
  }
}

function templateKey(): string {
  const hash = createHash('sha256');
  const require = createRequire(import.meta.url);
  // The package exports no ./package.json; its entry point is dist/index.
  const manifest = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(JSON.parse(readFileSync(manifest, 'utf8')).version);
  const folder = findMigrationsFolder();
  for (const name of readdirSync(folder).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(path.join(folder, name)));
  }
  hash.update(readFileSync(path.join(folder, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}
