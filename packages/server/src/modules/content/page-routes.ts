import {
  aboutRequestSchema,
  aboutSchema,
  contentLanguageQuerySchema,
  contentLanguages,
  footerResponseSchema,
  footerSchema,
  paths,
  returnPolicyResponseSchema,
  returnPolicySchema,
  termsRequestSchema,
  termsSchema,
  type About,
} from '@dhanya/api/contract';
import type { z } from 'zod';
import type { SiteContentKey } from '../../db/schema.js';
import { contentTopic, type ContentRoutes } from './context.js';
import { readPage, savePage } from './site-content.js';
import { webManifest, webManifestSchema } from './web-manifest.js';

/** The public pages; the settings have their own, admin-only routes (settings-routes.ts). */
type PageKey = Exclude<SiteContentKey, 'settings'>;

/** Each page as it is answered, read and saved alike: only these fields leave the stored JSON. */
const pageSchemas = {
  footer: footerResponseSchema,
  about: aboutSchema,
  terms: termsSchema,
  return_policy: returnPolicyResponseSchema,
} satisfies Record<PageKey, z.ZodType>;

const answers = (key: PageKey) => ({ 200: pageSchemas[key] });

/** Footer, about, terms and return policy: public reads, admin replacements. */
export const pageRoutes: ContentRoutes = async (app, { db, changes, cache }) => {
  const published = async <Value>(value: Value) => {
    await changes.publish(contentTopic);
    return value;
  };
  const readRoute = (path: string, key: PageKey) =>
    app.get(path, { schema: { querystring: contentLanguageQuerySchema, response: answers(key) } }, (request, reply) =>
      cache.send(request, reply, () => readPage(db, key)),
    );

  readRoute(paths.footer, 'footer');
  readRoute(paths.about, 'about');
  readRoute(paths.terms, 'terms');
  readRoute(paths.returnPolicy, 'return_policy');

  // The web app manifest of each language's pages (issue 35), named after the shop's footer.
  for (const language of [undefined, ...contentLanguages]) {
    app.get(
      language ? `/${language}${paths.webManifest}` : paths.webManifest,
      { schema: { response: { 200: webManifestSchema } } },
      async (_request, reply) =>
        reply
          .type('application/manifest+json; charset=utf-8')
          .header('Cache-Control', 'no-cache')
          .send(webManifest(await readPage(db, 'footer'), language)),
    );
  }

  app.put(
    paths.updateFooter,
    { preValidation: app.requireAdmin, schema: { body: footerSchema, response: answers('footer') } },
    async (request) => published(await savePage(db, 'footer', request.body)),
  );

  app.put(
    paths.updateAbout,
    { preValidation: app.requireAdmin, schema: { body: aboutRequestSchema, response: answers('about') } },
    async (request) => published(await savePage(db, 'about', request.body satisfies About)),
  );

  app.put(
    paths.updateTerms,
    { preValidation: app.requireAdmin, schema: { body: termsRequestSchema, response: answers('terms') } },
    async (request) => published(await savePage(db, 'terms', request.body)),
  );

  app.put(
    paths.updateReturnPolicy,
    { preValidation: app.requireAdmin, schema: { body: returnPolicySchema, response: answers('return_policy') } },
    async (request) => published(await savePage(db, 'return_policy', { policyText: request.body.policyText })),
  );
};
