import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowInlineScripts, inlineScriptHash } from './script-hashes.js';
import { storybookStatusPage, type StorybookAbsence } from './storybook-status-page.js';

/**
 * The static Storybook at /storybook/. `npm start` builds it in the background
 * (scripts/storybook-background.mjs), so the folder may appear, or be replaced by a newer
 * build, while the server runs: nothing about it is decided at startup.
 */
export interface StorybookBuild {
  /** The build: a folder with an index.html, once there is one. */
  folder: string;
  /**
   * Written by scripts/storybook-background.mjs: `{ "state": "building", "pid": <builder> }`
   * while a build runs, `{ "state": "failed" }` after one failed; removed when one succeeds.
   */
  statusFile: string;
}

export const storybookPrefix = '/storybook/';

/** Why there is nothing to serve at /storybook/, or undefined when the build is there. */
export function storybookAbsence({ folder, statusFile }: StorybookBuild): StorybookAbsence | undefined {
  if (existsSync(path.join(folder, 'index.html'))) return undefined;
  const status = readStatus(statusFile);
  if (status?.state === 'failed') return 'failed';
  // A builder killed with its server leaves "building" behind.
  if (status?.state === 'building' && isRunning(status.pid)) return 'building';
  return 'not-built';
}

function readStatus(file: string): { state?: unknown; pid?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { state?: unknown; pid?: unknown };
  } catch {
    return undefined;
  }
}

function isRunning(pid: unknown): boolean {
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Storybook's index.html and iframe.html carry inline scripts (its globals and boot code),
 * which the site's `script-src 'self'` blocks. Rather than allowing every inline script on
 * the shop's own origin, its pages get the site's policy with the hashes of exactly those
 * scripts added.
 */
function inlineScriptHashes(folder: string): string[] {
  const hashes = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(path.join(folder, file), 'utf8');
    for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/\bsrc\s*=/i.test(attributes)) continue;
      hashes.add(inlineScriptHash(body));
    }
  }
  return [...hashes];
}

/**
 * Gives Storybook's pages their script hashes, and serves what the static mount
 * (frontends.ts) cannot: `/storybook` without its slash, and while there is no build, a page
 * for everything under /storybook/ saying why (being built, failed, not built). Returns that
 * not-found fallback: true when it answered.
 */
export function installStorybook(app: FastifyInstance, build: StorybookBuild) {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith(storybookPrefix) || reply.statusCode !== 200) return;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
    const sitePolicy = String(reply.raw.getHeader('content-security-policy') ?? '');
    if (!sitePolicy.includes('script-src')) return;
    reply.header('content-security-policy', allowInlineScripts(sitePolicy, inlineScriptHashes(build.folder)));
  });

  return function serveStorybookFallback(request: FastifyRequest, reply: FastifyReply): boolean {
    const [pathname = '', query] = request.url.split(/\?(.*)/s);
    if (pathname === '/storybook') {
      reply.redirect(query === undefined ? storybookPrefix : `${storybookPrefix}?${query}`);
      return true;
    }
    if (!pathname.startsWith(storybookPrefix)) return false;

    const absence = storybookAbsence(build);
    // A file missing from a build that is there: frontends.ts answers a 404.
    if (!absence) return false;
    const page = storybookStatusPage(absence);
    if (page.retryAfter) reply.header('retry-after', String(page.retryAfter));
    reply.code(page.statusCode).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page.html);
    return true;
  };
}
