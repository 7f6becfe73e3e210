import {
  type UploadKind,
  type UploadVariantName,
  hasUploadVariants,
  paths,
  uploadKinds,
  uploadVariantFile,
  uploadVariants,
} from '@dhanya/api';

type Size = 'card' | 'full';
const variantOfSize: Record<Size, UploadVariantName> = { card: 'thumb', full: 'full' };

/**
 * The URL of an uploaded picture. `size: 'card'` picks the server's 480 px variant
 * (`<id>.thumb.webp`) for cards and lists; the detail page shows the full image. A name the
 * server did not re-encode (not `.webp`) has no variants and is used as it is.
 */
export function uploadUrl(kind: UploadKind, file: string | null | undefined, size: Size = 'full') {
  if (!file) return null;
  return paths.upload(kind, uploadVariantFile(file, variantOfSize[size]) ?? file);
}

export const productImage = (file: string | null | undefined, size: Size = 'card') => uploadUrl('products', file, size);

/**
 * A `srcset` of an uploaded picture's stored sizes, smallest first, up to `largest`; with
 * `sizes` the browser downloads only what the drawn width needs. Undefined for a name with
 * no variants, so such a picture keeps its one URL.
 */
export function uploadSrcSet(
  kind: UploadKind,
  file: string | null | undefined,
  largest: UploadVariantName = 'full',
): string | undefined {
  if (!file || !hasUploadVariants(file)) return undefined;
  const count = uploadVariants.findIndex(({ name }) => name === largest) + 1;
  return uploadVariants
    .slice(0, count)
    .map(({ name, maxSide }) => `${paths.upload(kind, uploadVariantFile(file, name) ?? file)} ${maxSide}w`)
    .join(', ');
}

const uploadUrlPattern = /^\/uploads\/([^/]+)\/([^/]+)$/;
const isUploadKind = (kind: string): kind is UploadKind => (uploadKinds as readonly string[]).includes(kind);

/** The same for a picture the API gives as a whole URL (`/uploads/<kind>/<file>`, a carousel slide's). */
export function uploadSrcSetOfUrl(url: string, largest: UploadVariantName = 'full'): string | undefined {
  const [, kind = '', file = ''] = uploadUrlPattern.exec(url) ?? [];
  if (!isUploadKind(kind)) return undefined;
  try {
    return uploadSrcSet(kind, decodeURIComponent(file), largest);
  } catch {
    return undefined; // not a URL the server made (a malformed escape): keep its one URL
  }
}
