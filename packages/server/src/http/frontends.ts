import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { installStorefrontPages, type StorefrontBuild } from './storefront-pages.js';
import { installStorybook, storybookAbsence, storybookPrefix, type StorybookBuild } from './storybook.js';

/** Built front ends the server can serve. */
export interface FrontendBuilds {
  /** The storefront's two builds: files for browsers, and the module that renders pages. */
  storefront?: StorefrontBuild | undefined;
  /** A folder holding an index.html. */
  admin?: string | undefined;
  /** Where the static Storybook is, or will be once built. */
  storybook?: StorybookBuild | undefined;
}

/** Where `npm run build` leaves the front ends, relative to the repository root. */
export function findFrontendBuilds(repoRoot: string): FrontendBuilds {
  const at = (...parts: string[]) => path.join(repoRoot, ...parts);
  const withIndex = (folder: string) => (existsSync(at(folder, 'index.html')) ? at(folder) : undefined);
  const storefront = {
    clientDir: at('packages/storefront/dist/client'),
    renderer: at('packages/storefront/dist/server/entry-server.js'),
  };
  return {
    storefront: existsSync(storefront.renderer) ? storefront : undefined,
    admin: withIndex('packages/admin/dist'),
    storybook: { folder: at('storybook-static'), statusFile: at('storybook-static.status.json') },
  };
}

/** Paths where a missing file is a 404, never a page of the shop. */
const nonPagePrefixes = ['/api/', '/cart/', '/uploads/', '/icons/', storybookPrefix];
const adminPages = /^\/admin-(login|dashboard)(\/|$)/;
const hashedAsset = /\/assets\/[^/]+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;

/**
 * Serves the built apps beside the API: their files (precompressed `.br`/`.gz` when the
 * build made them), the admin's index.html for its pages, and every other page of the shop
 * rendered by the storefront's server build. Returns the page fallback that the not-found
 * handler asks before answering a JSON 404.
 */
export function installFrontends(app: FastifyInstance, builds: FrontendBuilds, { origin }: { origin: string }) {
  const mounts: { prefix: string; root: string }[] = [];
  if (builds.storybook) mounts.push({ prefix: storybookPrefix, root: builds.storybook.folder });
  if (builds.admin) mounts.push({ prefix: '/admin/', root: builds.admin });
  if (builds.storefront) mounts.push({ prefix: '/', root: builds.storefront.clientDir });

  for (const { prefix, root } of mounts) {
    app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: prefix === '/' ? false : 'index.html',
      // The storefront has no index.html: its pages, `/` too, are rendered (servePage).
      ...(prefix === '/' && { allowedPath: (pathname: string) => !pathname.endsWith('/') }),
      // Storybook's build has no .br/.gz files; asked for them, @fastify/static misses its index.html.
      preCompressed: prefix !== storybookPrefix,
      // The Storybook folder may appear while the server runs (storybook.ts).
      suppressWarning: prefix === storybookPrefix,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', hashedAsset.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const adminPage = builds.admin ? readFileSync(path.join(builds.admin, 'index.html')) : undefined;
  const storefrontPage = builds.storefront ? installStorefrontPages(app, builds.storefront, origin) : undefined;
  const storybookFallback = builds.storybook ? installStorybook(app, builds.storybook) : undefined;

  return function servePage(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    if (storybookFallback?.(request, reply)) return true;
    if (nonPagePrefixes.some((prefix) => pathname.startsWith(prefix))) return false;

    // Browsers ask for /favicon.ico on any page that names no icon (a story opened on its own,
    // a JSON answer): the shop's icon is an SVG.
    if (pathname === '/favicon.ico' && storefrontPage) {
      reply.redirect('/favicon.svg', 301);
      return true;
    }
    if (adminPages.test(pathname) && adminPage) {
      reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(adminPage);
      return true;
    }
    if (storefrontPage) {
      storefrontPage(request, reply);
      return true;
    }
    // Until the storefront is built, the shop's face is its Storybook.
    if (pathname === '/' && builds.storybook && !storybookAbsence(builds.storybook)) {
      reply.redirect('/storybook/');
      return true;
    }
    return false;
  };
}
