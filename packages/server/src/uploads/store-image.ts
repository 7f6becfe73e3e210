import { randomUUID } from 'node:crypto';
import { uploadKinds, uploadVariants, type UploadKind, type UploadVariant } from '@dhanya/api/contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { HttpError } from '../http/errors.js';
import { uploadStore } from './current-store.js';
import { removalsAllowed } from './removal-hold.js';
import { encodeVariant, isFullPicture, variantFile, variantFiles } from './variants.js';

const unsupportedImageMessage = 'Please upload a JPEG, PNG, WebP, AVIF or GIF image';

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

/** A picture bigger than this many pixels is refused before it is decoded (decompression bombs). */
const maxInputPixels = 50_000_000;

/**
 * Checks the bytes, re-encodes them to WebP at web sizes and stores every variant in the
 * upload store with a name of the server's making (SERVER-38, SERVER-40).
 * Answers the stored file name, `<uuid>.webp`; nothing is written when the image is refused.
 */
export async function storeImage(kind: UploadKind, buffer: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(buffer);
  if (!detected || !acceptedTypes.has(detected.mime)) throw new HttpError(400, unsupportedImageMessage);

  return storeEncodedImage(kind, await encodeImage(buffer));
}

/** One picture's WebP bytes, one entry per upload variant. */
export type EncodedImage = { variant: UploadVariant; bytes: Buffer }[];

/** Stores pictures already encoded as `storeImage` encodes them (the demo seed's, drawn at build time). */
export async function storeEncodedImage(kind: UploadKind, encoded: EncodedImage): Promise<string> {
  const fileName = `${randomUUID()}.webp`;
  const store = uploadStore();
  try {
    for (const { variant, bytes } of encoded) await store.put(kind, variantFile(fileName, variant), bytes);
  } catch (error) {
    await removeImage(kind, fileName);
    throw error;
  }
  return fileName;
}

/** Decodes a picture and encodes it as WebP at every upload size; refuses what cannot be read. */
export async function encodeImage(buffer: Buffer): Promise<EncodedImage> {
  try {
    // Decoded once; `rotate()` applies the EXIF orientation, and sharp keeps no metadata
    // (camera, GPS) unless asked to.
    const image = sharp(buffer, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    return await Promise.all(
      uploadVariants.map(async (variant) => ({ variant, bytes: await encodeVariant(image, variant) })),
    );
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(413, 'Images must be at most 50 megapixels');
    }
    throw new HttpError(400, 'The image could not be read. ' + unsupportedImageMessage);
  }
}

/**
 * Deletes every variant of a stored image (SERVER-41). Anything that is not the name of a
 * full picture the server made (a legacy value, a path, a variant) is left alone, so a
 * caller can never reach another picture's files; a file already gone is not an error.
 */
export async function removeImage(kind: UploadKind, fileName: string | null | undefined): Promise<void> {
  if (!fileName || !uploadKinds.includes(kind) || !isFullPicture(fileName)) return;
  await removalsAllowed();
  await uploadStore().delete(kind, variantFiles(fileName));
}
