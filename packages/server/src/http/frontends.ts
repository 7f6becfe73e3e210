import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { installStorefrontPages, type StorefrontBuild } from './storefront-pages.js';

/** Built front ends the server can serve. */
export interface FrontendBuilds {
  /** The storefront's two builds: files for browsers, and the module that renders pages. */
  storefront?: StorefrontBuild | undefined;
  /** Folders holding an index.html. */
  admin?: string | undefined;
  storybook?: string | undefined;
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
    storybook: withIndex('storybook-static'),
  };
}

const apiPrefixes = ['/api/', '/cart/', '/uploads/'];
const adminPages = /^\/admin-(login|dashboard)(\/|$)/;
const hashedAsset = /\/assets\/[^/]+-[\w-]{8,}\.\w+(\.br|\.gz)?$/;

/**
 * Serves the built apps beside the API: their files (precompressed `.br`/`.gz` when the
 * build made them), the admin's index.html for its pages, and every other page of the shop
 * rendered by the storefront's server build. Returns the page fallback that the not-found
 * handler asks before answering a JSON 404.
 */
export function installFrontends(app: FastifyInstance, builds: FrontendBuilds) {
  const mounts: { prefix: string; root: string }[] = [];
  if (builds.storybook) mounts.push({ prefix: '/storybook/', root: builds.storybook });
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
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', hashedAsset.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const adminPage = builds.admin ? readFileSync(path.join(builds.admin, 'index.html')) : undefined;
  const storefrontPage = builds.storefront ? installStorefrontPages(app, builds.storefront) : undefined;

  return function servePage(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    if (apiPrefixes.some((prefix) => pathname.startsWith(prefix))) return false;

    if (adminPages.test(pathname) && adminPage) {
      reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(adminPage);
      return true;
    }
    if (storefrontPage) {
      storefrontPage(request, reply);
      return true;
    }
    // Until the storefront is built, the shop's face is its Storybook.
    if (pathname === '/' && builds.storybook) {
      reply.redirect('/storybook/');
      return true;
    }
    return false;
  };
}
