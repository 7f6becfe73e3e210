/**
 * The sizes the server stores every uploaded picture at: WebP, each fitting inside a square
 * of `maxSide` px and never enlarged; smallest first, as a `srcset` lists them. The full
 * picture keeps the name the API gives (`<uuid>.webp`); the others add their suffix
 * (`<uuid>.thumb.webp`, `<uuid>.medium.webp`, `<uuid>.large.webp`).
 */
export const uploadVariants = [
  { name: 'thumb', suffix: '.thumb', maxSide: 480 },
  // A full-width picture on a phone at 2x; a 220 px card at 3x.
  { name: 'medium', suffix: '.medium', maxSide: 960 },
  // A 360–430 px phone at 3x draws a full-width picture 1,000–1,200 px wide.
  { name: 'large', suffix: '.large', maxSide: 1200 },
  { name: 'full', suffix: '', maxSide: 1600 },
] as const;

export type UploadVariant = (typeof uploadVariants)[number];
export type UploadVariantName = UploadVariant['name'];

const variantSuffixes = uploadVariants.map(({ suffix }) => suffix).filter(Boolean);

/** Whether `file` names a full picture the server stored, the one its variants derive from. */
export function hasUploadVariants(file: string): boolean {
  return file.endsWith('.webp') && !variantSuffixes.some((suffix) => file.endsWith(`${suffix}.webp`));
}

/** The file name of a stored picture's `variant`; null for a name that has no variants. */
export function uploadVariantFile(file: string, variant: UploadVariantName): string | null {
  if (!hasUploadVariants(file)) return null;
  const { suffix } = uploadVariants.find(({ name }) => name === variant)!;
  return file.replace(/\.webp$/, `${suffix}.webp`);
}
