import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Built front ends the server can serve; each is a folder holding an index.html. */
export interface FrontendBuilds {
  storefront?: string | undefined;
  admin?: string | undefined;
  storybook?: string | undefined;
}

/** Where `npm run build` leaves the front ends, relative to the repository root. */
export function findFrontendBuilds(repoRoot: string): FrontendBuilds {
  const built = (folder: string) => {
    const dir = path.join(repoRoot, folder);
    return existsSync(path.join(dir, 'index.html')) ? dir : undefined;
  };
  return {
    storefront: built('packages/storefront/dist'),
    admin: built('packages/admin/dist'),
    storybook: built('storybook-static'),
  };
}

const apiPrefixes = ['/api/', '/cart/', '/uploads/'];
const adminPages = /^\/admin-(login|dashboard)(\/|$)/;
const hashedAsset = /\/assets\/[^/]+-[\w-]{8,}\.\w+$/;

/**
 * Serves the built apps beside the API: static files, and for a deep link such as
 * `/product/<id>` the app's index.html (history fallback, LAYOUT-03). Returns the page
 * fallback that the not-found handler asks before answering a JSON 404.
 */
export function installFrontends(app: FastifyInstance, builds: FrontendBuilds) {
  const mounts: { prefix: string; root: string }[] = [];
  if (builds.storybook) mounts.push({ prefix: '/storybook/', root: builds.storybook });
  if (builds.admin) mounts.push({ prefix: '/admin/', root: builds.admin });
  if (builds.storefront) mounts.push({ prefix: '/', root: builds.storefront });

  for (const { prefix, root } of mounts) {
    app.register(fastifyStatic, {
      root,
      prefix,
      decorateReply: false,
      index: 'index.html',
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', hashedAsset.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const indexPage = (dir: string | undefined) => (dir ? readFileSync(path.join(dir, 'index.html')) : undefined);
  const storefrontPage = indexPage(builds.storefront);
  const adminPage = indexPage(builds.admin);

  return function servePage(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '/';
    if (apiPrefixes.some((prefix) => pathname.startsWith(prefix))) return false;

    const page = adminPages.test(pathname) && adminPage ? adminPage : storefrontPage;
    if (page) {
      reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
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
