import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { readCookie, shopCookies } from '@dhanya/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allowInlineScripts, inlineScriptHash } from './script-hashes.js';

/** The storefront as `vite build` leaves it: files for browsers, and the page renderer. */
export interface StorefrontBuild {
  /** Served as files; holds `.vite/manifest.json`. */
  clientDir: string;
  /** The server build's entry module (storefront/src/entry-server.tsx, built). */
  renderer: string;
}

/** The contract of the storefront's server build; the server never imports its source. */
type ApiAnswer = { status: number; body: unknown };
type RenderedPage =
  { status: number; html: Readable } | { status: number; redirect: string; setCookie?: string | undefined };
type PageRenderer = (request: {
  url: string;
  origin: string;
  language?: string | undefined;
  lite?: boolean | undefined;
  signal?: AbortSignal;
}) => Promise<RenderedPage>;
type RendererModule = {
  createPageRenderer(options: { manifest: unknown; loadData: (path: string) => Promise<ApiAnswer> }): PageRenderer;
  /** The inline script every page starts with (it holds the shopper's input until hydration). */
  earlyInputScript: string;
};
type Renderer = { render: PageRenderer; scriptHashes: string[] };

/**
 * Lite mode (no web fonts, the smallest pictures): as the shopper chose in the footer, else for
 * a browser that asks to save data or says its connection is 2G (`ECT`, which pages ask
 * browsers to send: Accept-CH).
 */
function isLite(request: FastifyRequest): boolean {
  const chosen = readCookie(request.headers.cookie, shopCookies.lite);
  if (chosen === 'on' || chosen === 'off') return chosen === 'on';
  return request.headers['save-data'] === 'on' || /^(slow-)?2g$/.test(String(request.headers.ect ?? ''));
}

/**
 * Renders storefront pages with the storefront's server build. Its data comes through
 * the shop's own API routes (`inject`), so a page shows exactly what the browser would be
 * answered, public data only: no request's session or cookies are passed on, but the
 * remembered language (which page a shopper is sent to, so answers vary by it). Absolute links
 * start with `origin` (PUBLIC_URL): a page is cacheable, so no request's Host header or
 * X-Forwarded-Host may write them.
 */
export function installStorefrontPages(app: FastifyInstance, build: StorefrontBuild, origin: string) {
  let renderer: Promise<Renderer> | undefined;
  const loadRenderer = async (): Promise<Renderer> => {
    const module = (await import(pathToFileURL(build.renderer).href)) as RendererModule;
    const manifest: unknown = JSON.parse(readFileSync(path.join(build.clientDir, '.vite/manifest.json'), 'utf8'));
    return {
      render: module.createPageRenderer({ manifest, loadData: (apiPath) => answerInProcess(app, apiPath) }),
      scriptHashes: [inlineScriptHash(module.earlyInputScript)],
    };
  };

  return function serveStorefrontPage(request: FastifyRequest, reply: FastifyReply) {
    renderer ??= loadRenderer();
    renderer
      .then(async ({ render, scriptHashes }) => {
        const language = readCookie(request.headers.cookie, shopCookies.language);
        const page = await render({ url: request.url, origin, language, lite: isLite(request) });
        reply.header('Vary', 'Cookie, Save-Data, ECT').header('Accept-CH', 'ECT');
        if ('redirect' in page) {
          if (page.setCookie) reply.header('Set-Cookie', page.setCookie);
          return reply.header('Cache-Control', 'no-store').redirect(page.redirect, page.status);
        }
        const sitePolicy = String(reply.raw.getHeader('content-security-policy') ?? '');
        if (sitePolicy) reply.header('content-security-policy', allowInlineScripts(sitePolicy, scriptHashes));
        return reply
          .code(page.status)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page.html);
      })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'could not render the storefront page');
        if (!reply.sent) void reply.code(500).type('text/html; charset=utf-8').send(renderFailedPage);
      });
  };
}

async function answerInProcess(app: FastifyInstance, apiPath: string): Promise<ApiAnswer> {
  const answer = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
  return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json() : undefined };
}

const renderFailedPage =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Dhanya</title>' +
  '<p>This page could not be shown just now. Please try again in a moment.</p></html>';
