import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { uploadKinds } from '@dhanya/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileToServe } from './missing-variant.js';
import { sendStoredFile } from './send-stored-file.js';
import type { UploadStore } from './upload-store.js';
import { storedFilePattern } from './variants.js';

const uploadParams = z.object({
  kind: z.enum(uploadKinds),
  // A name the server made, or nothing: no client-chosen name ever reaches the store (SERVER-40).
  file: z.string().regex(storedFilePattern),
});

/**
 * GET /uploads/<kind>/<file> (API-04). A stored name never changes its content, so browsers
 * and CDNs may keep it for a year; an unknown kind or name is a 404 `{msg}`. A variant that
 * an older upload lacks is made on its first request (see `fileToServe`). Files on disk go
 * out through @fastify/static; rows of the database store through `sendStoredFile`.
 */
export const serveUploads: FastifyPluginAsyncZod<{ store: UploadStore }> = async (app, { store }) => {
  if (store.place === 'disk') {
    await mkdir(store.directory, { recursive: true, mode: 0o700 });
    await app.register(fastifyStatic, {
      root: store.directory,
      serve: false,
      cacheControl: true,
      maxAge: '365d',
      immutable: true,
    });
  }

  app.route({
    // HEAD declared, not left to Fastify's own, which would answer the size of no body.
    method: ['GET', 'HEAD'],
    url: '/uploads/:kind/:file',
    schema: { params: uploadParams },
    handler: async (request, reply) => {
      const { kind, file } = request.params;
      if (store.place === 'disk') {
        const directory = store.kindDirectory(kind);
        return reply.sendFile(await fileToServe(store, kind, file, request.log), directory);
      }
      return sendStoredFile(request, reply, store, kind, file);
    },
  });
};
