import { type UploadKind, paths } from '@dhanya/api';

/**
 * The URL of an uploaded picture. `size: 'card'` picks the server's 480 px variant
 * (`<id>.thumb.webp`) for cards and lists; the detail page shows the full image.
 */
export function uploadUrl(kind: UploadKind, file: string | null | undefined, size: 'card' | 'full' = 'full') {
  if (!file) return null;
  const name = size === 'card' && file.endsWith('.webp') ? file.replace(/\.webp$/, '.thumb.webp') : file;
  return paths.upload(kind, name);
}

export const productImage = (file: string | null | undefined, size: 'card' | 'full' = 'card') =>
  uploadUrl('products', file, size);
