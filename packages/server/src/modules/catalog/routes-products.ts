import {
  paths,
  productListQuerySchema,
  productListSchema,
  productSchema,
  searchQuerySchema,
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
    { schema: { querystring: productListQuerySchema, response: { 200: productListSchema } } },
    (request, reply) =>
      cache.send(request, reply, () => listProducts(db, { specialOffersOnly: request.query.type === 'specialoffer' })),
  );

  app.get(paths.newArrivals, { schema: { response: { 200: productListSchema } } }, (request, reply) =>
    cache.send(request, reply, () => listNewArrivals(db)),
  );

  const searchLimit = { rateLimit: limitPerAddress(config, 'search') };
  const search = createProductSearch(app, db, changes);
  app.get(
    paths.search,
    { config: searchLimit, schema: { querystring: searchQuerySchema, response: { 200: productListSchema } } },
    (request, reply) => cache.send(request, reply, () => search.find(request.query.query)),
  );

  app.get(paths.product.route, { schema: { params: idParams, response: { 200: productSchema } } }, (request, reply) =>
    cache.send(request, reply, () => findProduct(db, request.params.id)),
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
