import { paths, shopSettingsAnswerSchema, shopSettingsSchema } from '@dhanya/api/contract';
import { contentTopic, type ContentRoutes } from './context.js';
import { readPage, savePage } from './site-content.js';

const answers = { 200: shopSettingsAnswerSchema };

/**
 * The shop's settings (beyond the spec): read and replaced by the staff only. Not through the
 * read cache: only the admin reads them, with a token, and they change the shop's rules, so
 * each read sees the last save. A save drops the cached answers made from them.
 */
export const settingsRoutes: ContentRoutes = async (app, { db, changes }) => {
  app.get(paths.shopSettings, { preValidation: app.requireAdmin, schema: { response: answers } }, () =>
    readPage(db, 'settings'),
  );

  app.put(
    paths.shopSettings,
    { preValidation: app.requireAdmin, schema: { body: shopSettingsSchema, response: answers } },
    async (request) => {
      const saved = await savePage(db, 'settings', request.body);
      // The checkouts' rules and the delivery checks are cached content.
      await changes.publish(contentTopic);
      return saved;
    },
  );
};
