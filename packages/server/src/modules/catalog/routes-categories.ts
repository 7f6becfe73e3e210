import {
  asksForPage,
  categoriesSchema,
  contentLanguageQuerySchema,
  categoryPageSchema,
  categorySchema,
  categoryWithProductsSchema,
  navMenuSchema,
  paths,
  productPageQuerySchema,
} from '@dhanya/api/contract';
import { z } from 'zod';
import { TimedAnswer } from '../../cache/read-cache.js';
import { addCategory } from './add-category.js';
import { findCategoryFirst, findCategoryPage, findCategoryWithProducts } from './category-with-products.js';
import { asksForFirst } from './pages/first-products.js';
import { catalogTopic, type CatalogRoutes } from './context.js';
import { deleteCategory } from './delete-category.js';
import { readCategoryForm } from './forms.js';
import { idParams, messageSchema } from '../../http/route-schemas.js';
import { listCategories } from './list-categories.js';
import { listNavMenu } from './nav-menu.js';
import { updateCategory } from './update-category.js';

/** Categories: public reads through the cache (API-06, API-07, the header's menu), admin writes (API-32). */
export const categoryRoutes: CatalogRoutes = async (app, { db, changes, cache }) => {
  app.get(
    paths.categories,
    { schema: { querystring: contentLanguageQuerySchema, response: { 200: categoriesSchema } } },
    (request, reply) => cache.send(request, reply, () => listCategories(db)),
  );

  app.get(
    paths.navMenu,
    { schema: { querystring: contentLanguageQuerySchema, response: { 200: navMenuSchema } } },
    (request, reply) =>
      cache.send(request, reply, async () => {
        const { menu, offersEndAt } = await listNavMenu(db);
        return new TimedAnswer(menu, offersEndAt);
      }),
  );

  app.get(
    paths.category.route,
    {
      schema: {
        params: idParams,
        querystring: productPageQuerySchema,
        response: { 200: z.union([categoryPageSchema, categoryWithProductsSchema]) },
      },
    },
    (request, reply) =>
      cache.send(request, reply, () =>
        asksForPage(request.query)
          ? findCategoryPage(db, request.params.id, request.query)
          : asksForFirst(request.query)
            ? findCategoryFirst(db, request.params.id, request.query, request.url)
            : findCategoryWithProducts(db, request.params.id),
      ),
  );

  app.post(
    paths.addCategory,
    { preValidation: app.requireAdmin, schema: { response: { 201: categorySchema } } },
    async (request, reply) => {
      const category = await addCategory(db, await readCategoryForm(request));
      await changes.publish(catalogTopic);
      return reply.code(201).send(category);
    },
  );

  app.put(
    paths.updateCategory.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: categorySchema } } },
    async (request) => {
      const category = await updateCategory(db, request.params.id, await readCategoryForm(request));
      await changes.publish(catalogTopic);
      return category;
    },
  );

  app.delete(
    paths.deleteCategory.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await deleteCategory(db, request.params.id);
      await changes.publish(catalogTopic);
      return { msg: 'Category deleted' };
    },
  );
};
