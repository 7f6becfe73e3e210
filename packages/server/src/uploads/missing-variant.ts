import type { UploadKind } from '@dhanya/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { UploadStore } from './upload-store.js';
import { encodeVariant, variantOf } from './variants.js';

/** One encoding per missing file, however many requests ask for it at once. */
const inFlight = new Map<string, Promise<void>>();

/**
 * Which file to send for `fileName`. A picture stored before one of its variants existed
 * (say `.medium.webp`) gets that variant made from its full picture on the first request
 * and kept; if that fails, the full picture is sent instead, so a `srcset` naming the
 * variant still shows the picture. Anything else is sent as asked (a 404 if gone).
 */
export async function fileToServe(
  store: UploadStore,
  kind: UploadKind,
  fileName: string,
  log: FastifyBaseLogger,
): Promise<string> {
  const stored = variantOf(fileName);
  if (!stored || stored.fullPicture === fileName) return fileName;
  if (await store.stat(kind, fileName)) return fileName;
  const source = await store.get(kind, stored.fullPicture);
  if (!source) return fileName;

  const key = `${kind}/${fileName}`;
  let encoding = inFlight.get(key);
  if (!encoding) {
    encoding = makeVariant(store, kind, source.bytes, { ...stored, fileName }).finally(() => inFlight.delete(key));
    inFlight.set(key, encoding);
  }
  try {
    await encoding;
    return fileName;
  } catch (error) {
    log.warn({ err: error, file: fileName }, 'could not make a missing image variant; sending the full picture');
    return stored.fullPicture;
  }
}

async function makeVariant(
  store: UploadStore,
  kind: UploadKind,
  source: Buffer,
  { fileName, fullPicture, variant }: NonNullable<ReturnType<typeof variantOf>> & { fileName: string },
) {
  await store.put(kind, fileName, await encodeVariant(sharp(source, { failOn: 'error' }), variant));
  // The picture was removed while this variant was being made: do not leave it behind.
  if (!(await store.stat(kind, fullPicture))) await store.delete(kind, [fileName]);
}
