import type { UploadKind } from '@dhanya/api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';
import { fileToServe } from './missing-variant.js';
import type { StoredFileInfo, UploadStore } from './upload-store.js';

/**
 * Sends a file of the database store as @fastify/static sends one from disk: the same
 * caching, ETag (`W/"<size>-<mtime>"`, in hex) and Last-Modified, a 304 for a request that
 * holds it already, and no bytes read from the database for that or for a HEAD.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: UploadStore,
  kind: UploadKind,
  fileName: string,
) {
  const needsBytes = request.method !== 'HEAD' && !isConditional(request);
  const read = (name: string) => (needsBytes ? store.get(kind, name) : store.stat(kind, name));

  let served = fileName;
  let file = await read(served);
  if (!file) {
    served = await fileToServe(store, kind, fileName, request.log);
    file = await read(served);
  }
  if (!file) throw new HttpError(404, 'Not found');

  const etag = `W/"${file.size.toString(16)}-${file.modifiedAt.getTime().toString(16)}"`;
  reply.headers({
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'last-modified': file.modifiedAt.toUTCString(),
  });
  if (isFresh(request, etag, file)) return reply.code(304).send();
  reply.type('image/webp');
  if (request.method === 'HEAD') return reply.header('content-length', file.size).send();
  // A conditional request that was not fresh has only the file's facts so far.
  const bytes = 'bytes' in file ? file.bytes : (await store.get(kind, served))?.bytes;
  if (!bytes) throw new HttpError(404, 'Not found');
  return reply.send(bytes);
}

const isConditional = (request: FastifyRequest) =>
  'if-none-match' in request.headers || 'if-modified-since' in request.headers;

/** RFC 9110 §13.1: If-None-Match (weak comparison) wins over If-Modified-Since. */
function isFresh(request: FastifyRequest, etag: string, { modifiedAt }: StoredFileInfo): boolean {
  if ((request.headers['cache-control'] ?? '').includes('no-cache')) return false;
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const opaque = etag.slice(2);
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim())
      .some((tag) => tag === '*' || tag === etag || tag === opaque);
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // Last-Modified has whole seconds: a time within its second is not newer.
  return !Number.isNaN(since) && Math.floor(modifiedAt.getTime() / 1000) * 1000 <= since;
}
