import { carouselImageSchema, carouselResponseSchema, contentLanguageQuerySchema, paths } from '@dhanya/api/contract';
import { messageSchema } from '../../http/route-schemas.js';
import { addCarouselImage, deleteCarouselImage, listCarouselImages, updateCarouselImage } from './carousel-images.js';
import { contentTopic, idParams, type ContentRoutes } from './context.js';
import { readCarouselImageForm } from './forms.js';

/** The home carousel: a public list (API-05), admin writes with an image (API-38). */
export const carouselRoutes: ContentRoutes = async (app, { db, changes, cache }) => {
  app.get(
    paths.carouselImages,
    { schema: { querystring: contentLanguageQuerySchema, response: { 200: carouselResponseSchema } } },
    (request, reply) =>
      cache.send(request, reply, async () => ({ success: true, images: await listCarouselImages(db) })),
  );

  app.post(
    paths.addCarouselImage,
    { preValidation: app.requireAdmin, schema: { response: { 201: carouselImageSchema } } },
    async (request, reply) => {
      const image = await addCarouselImage(db, await readCarouselImageForm(request));
      await changes.publish(contentTopic);
      return reply.code(201).send(image);
    },
  );

  app.put(
    paths.updateCarouselImage.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: carouselImageSchema } } },
    async (request) => {
      const image = await updateCarouselImage(db, request.params.id, await readCarouselImageForm(request));
      await changes.publish(contentTopic);
      return image;
    },
  );

  app.delete(
    paths.deleteCarouselImage.route,
    { preValidation: app.requireAdmin, schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await deleteCarouselImage(db, request.params.id);
      await changes.publish(contentTopic);
      return { msg: 'Image deleted' };
    },
  );
};
