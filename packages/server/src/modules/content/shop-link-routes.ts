import { contentLanguageQuerySchema, paths, shopLinkListSchema, shopLinkSchema } from '@dhanya/api/contract';
import { messageSchema } from '../../http/route-schemas.js';
import { contentTopic, idParams, type ContentRoutes } from './context.js';
import { readShopLinkForm } from './forms.js';
import { addShopLink, deleteShopLink, listShopLinks, updateShopLink } from './shop-links.js';

/** The footer's shop links: a public list (SERVER-05), admin writes with an image (API-36). */
export const shopLinkRoutes: ContentRoutes = async (app, { db, changes, cache }) => {
  app.get(
    paths.shopLinks,
    { schema: { querystring: contentLanguageQuerySchema, response: { 200: shopLinkListSchema } } },
    (request, reply) => cache.send(request, reply, () => listShopLinks(db)),
  );

  app.post(
    paths.addShopLink,
    { preValidation: app.requireAdmin, schema: { response: { 201: shopLinkSchema } } },
    async (request, reply) => {
      const link = await addShopLink(db, await readShopLinkForm(request));
      await changes.publish(contentTopic);
      return reply.code(201).send(link);
    },
  );

  app.put(
    paths.updateShopLink.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: shopLinkSchema } } },
    async (request) => {
      const link = await updateShopLink(db, request.params.id, await readShopLinkForm(request));
      await changes.publish(contentTopic);
      return link;
    },
  );

  app.delete(
    paths.deleteShopLink.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await deleteShopLink(db, request.params.id);
      await changes.publish(contentTopic);
      return { msg: 'Link deleted' };
    },
  );
};
