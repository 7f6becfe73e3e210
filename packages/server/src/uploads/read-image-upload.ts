import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.js';

const imageTooLargeMessage = 'Images must be 5 MB or smaller';
const imageField = 'image';

export interface ImageUpload {
  /** The text fields that were asked for and sent; others are ignored (SERVER-15). */
  fields: Record<string, string>;
  image?: { buffer: Buffer };
}

/**
 * Reads a multipart form of text fields and at most one file, in the field `image`.
 * Over 5 MB is a 413 (SERVER-39); a second file, a file in another field, a cut-off field
 * or a request that is not multipart is a 400. The image's bytes are not checked here:
 * `storeImage` does that.
 */
export async function readImageUpload(request: FastifyRequest, { fields }: { fields: string[] }): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new HttpError(400, 'Please send the form as multipart/form-data');

  const wanted = new Set(fields);
  const upload: ImageUpload = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        await readImage(part, upload);
      } else {
        if (part.valueTruncated) throw new HttpError(400, `${part.fieldname} is too long`);
        if (wanted.has(part.fieldname) && !(part.fieldname in upload.fields)) {
          upload.fields[part.fieldname] = String(part.value);
        }
      }
    }
  } catch (error) {
    throw asUploadError(error);
  }
  return upload;
}

async function readImage(part: Extract<Multipart, { type: 'file' }>, upload: ImageUpload): Promise<void> {
  if (part.fieldname !== imageField) {
    part.file.resume();
    throw new HttpError(400, `Only one file is accepted, in the field "${imageField}"`);
  }
  if (upload.image) {
    part.file.resume();
    throw new HttpError(400, 'Please send only one image');
  }
  const buffer = await part.toBuffer();
  if (buffer.length > 0) upload.image = { buffer };
}

/** @fastify/multipart's limit errors, in the API's words and statuses. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, imageTooLargeMessage);
    case 'FST_FILES_LIMIT':
      return new HttpError(400, 'Please send only one image');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, 'The form has too many fields');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new HttpError(400, 'The form could not be read');
    default:
      if (error instanceof Error && /multipart|boundary|part terminated/i.test(error.message)) {
        return new HttpError(400, 'The form could not be read');
      }
      return error;
  }
}
