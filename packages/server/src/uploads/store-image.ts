import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadKinds, type UploadKind } from '@dhanya/api/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';
import { kindDirectory } from './directory.js';

export const unsupportedImageMessage = 'Please upload a JPEG, PNG, WebP, AVIF or GIF image';

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

/** A picture bigger than this many pixels is refused before it is decoded (decompression bombs). */
const maxInputPixels = 50_000_000;

const fullSize = 1600;
const thumbnailSize = 480;

/** `<uuid>.webp` and `<uuid>.thumb.webp`: the only names the server ever writes or serves. */
export const storedFilePattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.thumb)?\.webp$/;

export const thumbnailOf = (fileName: string) => fileName.replace(/\.webp$/, '.thumb.webp');

/**
 * Checks the bytes, re-encodes them to WebP at web sizes and stores both variants under
 * DATA_DIR/uploads/<kind>/ with a name of the server's making (SERVER-38, SERVER-40).
 * Answers the stored file name, `<uuid>.webp`; nothing is written when the image is refused.
 */
export async function storeImage(kind: UploadKind, buffer: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !acceptedTypes.has(detected.mime)) throw new HttpError(400, unsupportedImageMessage);

  const [full, thumbnail] = await encode(buffer);
  const fileName = `${randomUUID()}.webp`;
  const directory = kindDirectory(kind);
  await mkdir(directory, { recursive: true });
  try {
    await writeFile(path.join(directory, fileName), full, { flag: 'wx' });
    await writeFile(path.join(directory, thumbnailOf(fileName)), thumbnail, { flag: 'wx' });
  } catch (error) {
    await removeImage(kind, fileName);
    throw error;
  }
  return fileName;
}

async function encode(buffer: Buffer): Promise<[Buffer, Buffer]> {
  try {
    // Decoded once; `rotate()` applies the EXIF orientation, and sharp keeps no metadata
    // (camera, GPS) unless asked to.
    const image = sharp(buffer, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    return await Promise.all([
      image
        .clone()
        .resize(fullSize, fullSize, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      image
        .clone()
        .resize(thumbnailSize, thumbnailSize, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
    ]);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(413, 'Images must be at most 50 megapixels');
    }
    throw new HttpError(400, 'The image could not be read. ' + unsupportedImageMessage);
  }
}

/**
 * Deletes both variants of a stored image (SERVER-41). Anything that is not a name the
 * server made (a legacy value, a path) is left alone, so a caller can never reach outside
 * its kind's folder; a file already gone is not an error.
 */
export async function removeImage(kind: UploadKind, fileName: string | null | undefined): Promise<void> {
  if (!fileName || !uploadKinds.includes(kind) || !storedFilePattern.test(fileName) || fileName.includes('.thumb.')) {
    return;
  }
  const directory = kindDirectory(kind);
  await Promise.all([
    rm(path.join(directory, fileName), { force: true }),
    rm(path.join(directory, thumbnailOf(fileName)), { force: true }),
  ]);
}
