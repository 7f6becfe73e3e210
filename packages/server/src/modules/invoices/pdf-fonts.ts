import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { woffToSfnt } from './woff-to-sfnt.js';

/**
 * Poppins, the shop's typeface, for the invoice PDF. Its "latin" files hold the letters and
 * its "latin-ext" files the rupee sign (U+20B9), which no built-in PDF font has: text is
 * drawn in the first, "₹" in the second (pdf-text.ts); Hindi names in its "devanagari" file.
 */
const require = createRequire(import.meta.url);
const files = join(dirname(require.resolve('@fontsource/poppins/package.json')), 'files');

const fontFiles = {
  regular: join(files, 'poppins-latin-400-normal.woff'),
  bold: join(files, 'poppins-latin-600-normal.woff'),
  rupee: join(files, 'poppins-latin-ext-400-normal.woff'),
  rupeeBold: join(files, 'poppins-latin-ext-600-normal.woff'),
  // A product's Hindi name under its English one (issue 34); fontkit shapes its conjuncts.
  devanagari: join(files, 'poppins-devanagari-400-normal.woff'),
} as const;
export type PdfFont = keyof typeof fontFiles;

let unwrapped: Record<PdfFont, Buffer> | undefined;
/** The fonts as TrueType files, unwrapped from their WOFF once for the process. */
export function pdfFonts(): Record<PdfFont, Buffer> {
  unwrapped ??= Object.fromEntries(
    Object.entries(fontFiles).map(([name, file]) => [name, woffToSfnt(readFileSync(file))]),
  ) as Record<PdfFont, Buffer>;
  return unwrapped;
}
