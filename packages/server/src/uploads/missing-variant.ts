import { randomUUID } from 'node:crypto';
import { access, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { encodeVariant, variantOf } from './variants.js';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** One encoding per missing file, however many requests ask for it at once. */
const inFlight = new Map<string, Promise<void>>();

/**
 * Which file to send for `fileName` in `directory`. A picture stored before one of its
 * variants existed (say `.medium.webp`) gets that variant made from its full picture on the
 * first request and kept; if that fails, the full picture is sent instead, so a `srcset`
 * naming the variant still shows the picture. Anything else is sent as asked (a 404 if gone).
 */
export async function fileToServe(directory: string, fileName: string, log: FastifyBaseLogger): Promise<string> {
  const stored = variantOf(fileName);
  if (!stored || stored.fullPicture === fileName) return fileName;
  const target = path.join(directory, fileName);
  const source = path.join(directory, stored.fullPicture);
  if ((await exists(target)) || !(await exists(source))) return fileName;

  let encoding = inFlight.get(target);
  if (!encoding) {
    encoding = makeVariant(source, target, stored.variant).finally(() => inFlight.delete(target));
    inFlight.set(target, encoding);
  }
  try {
    await encoding;
    return fileName;
  } catch (error) {
    log.warn({ err: error, file: fileName }, 'could not make a missing image variant; sending the full picture');
    return stored.fullPicture;
  }
}

async function makeVariant(source: string, target: string, variant: Parameters<typeof encodeVariant>[1]) {
  const bytes = await encodeVariant(sharp(source, { failOn: 'error' }), variant);
  // Written aside and renamed, so no request ever reads half a file; the temporary name
  // matches no stored-name pattern, so it is never served.
  const partial = `${target}.${randomUUID()}.partial`;
  try {
    await writeFile(partial, bytes, { flag: 'wx' });
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
  // The picture was removed while this variant was being made: do not leave it behind.
  if (!(await exists(source))) await rm(target, { force: true });
}
