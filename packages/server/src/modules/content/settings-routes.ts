import { paths, shopSettingsSchema } from '@dhanya/api/contract';
import type { ContentRoutes } from './context.js';
import { readPage, savePage } from './site-content.js';

const answers = { 200: shopSettingsSchema };

/**
 * The shop's settings (beyond the spec): read and replaced by the staff only. Not through the
 * read cache: only the admin reads them, with a token, and they change the shop's rules, so
 * each read sees the last save.
 */
export const settingsRoutes: ContentRoutes = async (app, { db }) => {
  app.get(paths.shopSettings, { preValidation: app.requireAdmin, schema: { response: answers } }, () =>
    readPage(db, 'settings'),
  );

  app.put(
    paths.shopSettings,
    { preValidation: app.requireAdmin, schema: { body: shopSettingsSchema, response: answers } },
    (request) => savePage(db, 'settings', request.body),
  );
};
