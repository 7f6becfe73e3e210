// The demo shop's DATA_DIR as its first start leaves it, seeded once per test run. A side shop
// of the e2e journeys starts on a copy of it, as a restart does, instead of seeding its own: a
// first start's seeding costs ~7 CPU-seconds, five times a run. The first starts themselves
// stay tested: Playwright's own shop and tests/startup/npm-start.test.ts start on new DATA_DIRs.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/** Each shop makes its own token secret, as a first start does; the copies share no secret. */
const perShopFiles = new Set(['jwt-secret']);

/** Where the run's seeded DATA_DIR lives: beside Playwright's own shop's, whose name its workers share. */
function templateDir(): string {
  const e2eDataDir = process.env.E2E_DATA_DIR;
  if (!e2eDataDir) throw new Error('a seeded DATA_DIR is made for a Playwright run (E2E_DATA_DIR)');
  return `${e2eDataDir}-seeded`;
}

let template: Promise<string> | undefined;

/**
 * The seeded DATA_DIR, made by the first caller of the run (`root`: the repository, whose server
 * build seeds it) while any other waits. Its removal: `removeSeededDataDir`.
 */
export function seededDataDir(root: string, admin: { email: string; password: string }): Promise<string> {
  template ??= makeOnce(templateDir(), root, admin);
  return template;
}

async function makeOnce(dir: string, root: string, admin: { email: string; password: string }): Promise<string> {
  const ready = `${dir}.ready`;
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 180_000;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`no seeded DATA_DIR at ${dir} after 180 s`);
    try {
      mkdirSync(lock);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      await promisify(execFile)(process.execPath, [path.join(root, 'packages/server/dist/first-start-seed.js')], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dir,
          ADMIN_EMAIL: admin.email,
          ADMIN_PASSWORD: admin.password,
          LOG_LEVEL: 'warn',
        },
      });
      writeFileSync(ready, '');
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return dir;
}

/** A new shop's DATA_DIR `into` (made, empty) as the seeded one, less what each shop makes its own. */
export function copySeededDataDir(seeded: string, into: string) {
  cpSync(seeded, into, { recursive: true, filter: (source) => !perShopFiles.has(path.basename(source)) });
}

/** Removes the run's seeded DATA_DIR (Playwright's global teardown). */
export function removeSeededDataDir() {
  if (!process.env.E2E_DATA_DIR) return;
  const dir = templateDir();
  for (const made of [dir, `${dir}.ready`, `${dir}.lock`]) rmSync(made, { recursive: true, force: true });
}
