import {
  asksForPage,
  contentLanguageQuerySchema,
  paths,
  productListPageQuerySchema,
  productListOrPageSchema,
  productSchema,
  productPageQuerySchema,
  searchPageQuerySchema,
} from '@dhanya/api/contract';
import { limitPerAddress } from '../../http/rate-limits/policy.js';
import { addProduct } from './add-product.js';
import { catalogTopic, type CatalogRoutes } from './context.js';
import { deleteProduct } from './delete-product.js';
import { findProduct } from './find-product.js';
import { readProductForm } from './forms.js';
import { idParams, messageSchema } from '../../http/route-schemas.js';
import { listProducts } from './list-products.js';
import { listNewArrivals } from './new-arrivals.js';
import { answerPage } from './pages/answer-page.js';
import { answerFirst, asksForFirst } from './pages/first-products.js';
import { allProducts, listedProducts, productsOnOffer } from './pages/list-scopes.js';
import { createProductSearch } from './search-products.js';
import { updateProduct } from './update-product.js';

/**
 * Products: public reads through the cache (API-08, API-09, API-12, API-13), admin writes
 * (API-33). The fixed paths are static routes, which the router always prefers to
 * `/api/product/:id` (API-03).
 */
export const productRoutes: CatalogRoutes = async (app, { db, config, changes, cache }) => {
  app.get(
    paths.products,
    { schema: { querystring: productListPageQuerySchema, response: { 200: productListOrPageSchema } } },
    (request, reply) =>
      cache.send(request, reply, () => {
        const { type, ...query } = request.query;
        const scope = type === 'specialoffer' ? productsOnOffer : () => allProducts;
        if (asksForPage(query)) return answerPage(db, scope, query);
        if (asksForFirst(query)) return answerFirst(db, scope, query, request.url);
        return listProducts(db, { specialOffersOnly: type === 'specialoffer' });
      }),
  );

  app.get(
    paths.newArrivals,
    { schema: { querystring: productPageQuerySchema, response: { 200: productListOrPageSchema } } },
    (request, reply) =>
      cache.send(request, reply, async () => {
        const newest = await listNewArrivals(db);
        const scope = () =>
          listedProducts(
            newest.map((product) => product._id),
            'newest',
          );
        if (asksForPage(request.query)) return answerPage(db, scope, request.query);
        if (asksForFirst(request.query)) return answerFirst(db, scope, request.query, request.url);
        return newest;
      }),
  );

  const searchLimit = { rateLimit: limitPerAddress(config, 'search') };
  const search = createProductSearch(app, db, changes);
  app.get(
    paths.search,
    { config: searchLimit, schema: { querystring: searchPageQuerySchema, response: { 200: productListOrPageSchema } } },
    (request, reply) =>
      cache.send(request, reply, async () => {
        const { query: text, ...query } = request.query;
        if (!asksForPage(query) && !asksForFirst(query)) return search.find(text);
        const ids = await search.findIds(text);
        const scope = () => listedProducts(ids, 'as-given');
        return asksForPage(query) ? answerPage(db, scope, query) : answerFirst(db, scope, query, request.url);
      }),
  );

  app.get(
    paths.product.route,
    { schema: { params: idParams, querystring: contentLanguageQuerySchema, response: { 200: productSchema } } },
    (request, reply) => cache.send(request, reply, () => findProduct(db, request.params.id)),
  );

  app.post(
    paths.addProduct,
    { preValidation: app.requireAdmin, schema: { response: { 201: productSchema } } },
    async (request, reply) => {
      const product = await addProduct(db, await readProductForm(request));
      await changes.publish(catalogTopic);
      return reply.code(201).send(product);
    },
  );

  app.put(
    paths.updateProduct.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: productSchema } } },
    async (request) => {
      const product = await updateProduct(db, request.params.id, await readProductForm(request));
      await changes.publish(catalogTopic);
      return product;
    },
  );

  app.delete(
    paths.deleteProduct.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await deleteProduct(db, request.params.id);
      await changes.publish(catalogTopic);
      return { msg: 'Product deleted' };
    },
  );
};
