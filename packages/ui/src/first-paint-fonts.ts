/**
 * The Poppins faces (fonts.css) a storefront page's first screen draws with, measured on the
 * home, category and product pages at 412 and 1350 px: regular text (400), the maintenance
 * banner and card titles (500), carousel titles and prices (600), the shop's name and the
 * page heading (700). An app's server may preload them; the ₹ faces (latin-ext) and
 * anything further down can arrive later. Names as @fontsource/poppins ships them; a
 * bundler adds a hash before `.woff2`.
 */
const firstPaintFonts = [
  'poppins-latin-400-normal',
  'poppins-latin-500-normal',
  'poppins-latin-600-normal',
  'poppins-latin-700-normal',
] as const;

/** Whether a built file (e.g. `assets/poppins-latin-400-normal-B2x9kq.woff2`) is a first-paint font. */
export function isFirstPaintFont(file: string): boolean {
  const name = file.split('/').at(-1) ?? '';
  return (
    name.endsWith('.woff2') && firstPaintFonts.some((font) => name === `${font}.woff2` || name.startsWith(`${font}-`))
  );
}
