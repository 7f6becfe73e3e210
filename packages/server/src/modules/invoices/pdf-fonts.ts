import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Poppins, the shop's typeface, for the invoice PDF. Its "latin" files hold the letters and
 * its "latin-ext" files the rupee sign (U+20B9), which no built-in PDF font has: text is
 * drawn in the first, "₹" in the second (invoice-pdf-text.ts).
 */
const require = createRequire(import.meta.url);
const files = join(dirname(require.resolve('@fontsource/poppins/package.json')), 'files');

export const pdfFonts = {
  regular: join(files, 'poppins-latin-400-normal.woff'),
  bold: join(files, 'poppins-latin-600-normal.woff'),
  rupee: join(files, 'poppins-latin-ext-400-normal.woff'),
  rupeeBold: join(files, 'poppins-latin-ext-600-normal.woff'),
} as const;
export type PdfFont = keyof typeof pdfFonts;
