import {
  asksForPage,
  bestSellerRequestSchema,
  paths,
  productListOrPageSchema,
  productPageQuerySchema,
  specialOfferRequestSchema,
} from '@dhanya/api/contract';
import { addBestSeller, listBestSellers, removeBestSeller } from './best-sellers.js';
import { catalogTopic, type CatalogRoutes } from './context.js';
import { idParams, messageSchema, packQuery } from '../../http/route-schemas.js';
import { answerPage } from './pages/answer-page.js';
import { answerFirst, asksForFirst } from './pages/first-products.js';
import { bestSellers, specialOffers } from './pages/list-scopes.js';
import { addSpecialOffer, listSpecialOffers, removeSpecialOffer } from './special-offers.js';

/** Best sellers (API-10, API-35) and special offers (API-11, API-34); `:id` is the product's. */
export const offerRoutes: CatalogRoutes = async (app, { db, changes, cache }) => {
  const productList = {
    querystring: productPageQuerySchema,
    response: { 200: productListOrPageSchema },
  };

  app.get(paths.bestSellers, { schema: productList }, (request, reply) =>
    cache.send(request, reply, () =>
      asksForPage(request.query)
        ? answerPage(db, () => bestSellers, request.query)
        : asksForFirst(request.query)
          ? answerFirst(db, () => bestSellers, request.query, request.url)
          : listBestSellers(db),
    ),
  );

  app.post(
    paths.addBestSeller,
    { preValidation: app.requireAdmin, schema: { body: bestSellerRequestSchema, response: { 200: messageSchema } } },
    async (request) => {
      await addBestSeller(db, request.body.productId);
      await changes.publish(catalogTopic);
      return { msg: 'Best seller added!' };
    },
  );

  app.delete(
    paths.removeBestSeller.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await removeBestSeller(db, request.params.id);
      await changes.publish(catalogTopic);
      return { msg: 'Best seller removed' };
    },
  );

  app.get(paths.specialOffers, { schema: productList }, (request, reply) =>
    cache.send(request, reply, () =>
      asksForPage(request.query)
        ? answerPage(db, specialOffers, request.query)
        : asksForFirst(request.query)
          ? answerFirst(db, specialOffers, request.query, request.url)
          : listSpecialOffers(db),
    ),
  );

  app.post(
    paths.addSpecialOffer,
    { preValidation: app.requireAdmin, schema: { body: specialOfferRequestSchema, response: { 201: messageSchema } } },
    async (request, reply) => {
      await addSpecialOffer(db, request.body);
      await changes.publish(catalogTopic);
      return reply.code(201).send({ msg: 'Special offer added!' });
    },
  );

  app.delete(
    paths.removeSpecialOffer.route,
    {
      preValidation: app.requireAdmin,
      schema: { params: idParams, querystring: packQuery, response: { 200: messageSchema } },
    },
    async (request) => {
      await removeSpecialOffer(db, request.params.id, request.query.packId);
      await changes.publish(catalogTopic);
      return { msg: 'Special offer removed' };
    },
  );
};
