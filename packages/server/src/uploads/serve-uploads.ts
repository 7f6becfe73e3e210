import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { uploadKinds } from '@dhanya/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kindDirectory, uploadsDirectory } from './directory.js';
import { fileToServe } from './missing-variant.js';
import { storedFilePattern } from './variants.js';

const uploadParams = z.object({
  kind: z.enum(uploadKinds),
  // A name the server made, or nothing: no client-chosen path ever reaches the disk (SERVER-40).
  file: z.string().regex(storedFilePattern),
});

/**
 * GET /uploads/<kind>/<file> (API-04). A stored name never changes its content, so browsers
 * and CDNs may keep it for a year; an unknown kind or name is a 404 `{msg}`. A variant that
 * an older upload lacks is made on its first request (see `fileToServe`).
 */
export const serveUploads: FastifyPluginAsyncZod = async (app) => {
  await mkdir(uploadsDirectory(), { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDirectory(),
    serve: false,
    cacheControl: true,
    maxAge: '365d',
    immutable: true,
  });

  app.get('/uploads/:kind/:file', { schema: { params: uploadParams } }, async (request, reply) => {
    const { kind, file } = request.params;
    const directory = kindDirectory(kind);
    return reply.sendFile(await fileToServe(directory, file, request.log), directory);
  });
};
