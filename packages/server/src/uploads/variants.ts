import { type UploadVariant, uploadVariants } from '@dhanya/api/contract';
import type { Sharp } from 'sharp';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const suffixes = uploadVariants.map(({ suffix }) => suffix.replace('.', '\\.')).filter(Boolean);

/** `<uuid>.webp` and its variants (`<uuid>.thumb.webp`, …): the only names the server ever writes or serves. */
export const storedFilePattern = new RegExp(`^${uuid}(${suffixes.join('|')})?\\.webp$`);

/** `<uuid>.webp` alone: the name of a full picture, as the API gives it. */
const fullPicturePattern = new RegExp(`^${uuid}\\.webp$`);

export const isFullPicture = (fileName: string) => fullPicturePattern.test(fileName);

/** The file of `variant` for a full picture's name. */
export const variantFile = (fileName: string, { suffix }: UploadVariant) =>
  fileName.replace(/\.webp$/, `${suffix}.webp`);

/** Every file stored for a full picture's name, the full picture included. */
export const variantFiles = (fileName: string): string[] =>
  uploadVariants.map((variant) => variantFile(fileName, variant));

/** For a stored file name: the full picture it derives from and which variant it is. */
export function variantOf(fileName: string): { fullPicture: string; variant: UploadVariant } | null {
  if (!storedFilePattern.test(fileName)) return null;
  // The full picture's empty suffix matches every name: it comes last, after the others.
  const variant = uploadVariants.find(({ suffix }) => fileName.endsWith(`${suffix}.webp`))!;
  return { fullPicture: fileName.replace(`${variant.suffix}.webp`, '.webp'), variant };
}

/** Smaller pictures are compressed a little harder: their artefacts are less visible. */
const webpQuality: Record<UploadVariant['name'], number> = { thumb: 78, medium: 80, large: 80, full: 82 };

/** One variant of a decoded picture, as WebP bytes. */
export function encodeVariant(image: Sharp, { name, maxSide }: UploadVariant): Promise<Buffer> {
  return image
    .clone()
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: webpQuality[name] })
    .toBuffer();
}
