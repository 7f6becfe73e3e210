import type PDFDocument from 'pdfkit';
import type { PdfFont } from './pdf-fonts.js';

type Doc = InstanceType<typeof PDFDocument>;

/** Devanagari letters and signs, with the joiners Indian scripts use inside words. */
const devanagari = /([\u0900-\u097F\u200C\u200D]+)/u;

/**
 * A run of text split where the rupee sign and Devanagari are, each part with the font that has
 * its glyphs: the Devanagari face has no Latin letters, digits or spaces, the Latin ones no Devanagari.
 */
function runsOf(text: string, bold: boolean): { text: string; font: PdfFont }[] {
  return text
    .split(/(₹)/)
    .flatMap((part) => part.split(devanagari))
    .filter((part) => part !== '')
    .map((part) => ({
      text: part,
      font:
        part === '₹'
          ? bold
            ? 'rupeeBold'
            : 'rupee'
          : devanagari.test(part)
            ? 'devanagari'
            : bold
              ? 'bold'
              : 'regular',
    }));
}

/** How wide a line of text is drawn, run by run. */
function widthOf(doc: Doc, text: string, line: Line): number {
  return runsOf(text, line.bold ?? false).reduce(
    (sum, run) => sum + doc.font(run.font).fontSize(line.size).widthOfString(run.text),
    0,
  );
}

export interface Line {
  x: number;
  y: number;
  /** The box the text is aligned in; its right edge for 'right'. */
  width: number;
  align?: 'left' | 'right';
  size: number;
  bold?: boolean;
  color?: string;
}

/** One line of text, never wrapped, which may hold "₹". */
export function drawLine(doc: Doc, text: string, line: Line): void {
  const runs = runsOf(text, line.bold ?? false);
  const widths = runs.map((run) => doc.font(run.font).fontSize(line.size).widthOfString(run.text));
  const total = widths.reduce((sum, width) => sum + width, 0);
  let x = line.align === 'right' ? line.x + line.width - total : line.x;
  doc.fillColor(line.color ?? '#1c1917');
  runs.forEach((run, index) => {
    doc.font(run.font).fontSize(line.size).text(run.text, x, line.y, { lineBreak: false });
    x += widths[index]!;
  });
}

/** Text wrapped within a width (no "₹" in it); answers the height it took. */
export function drawBlock(doc: Doc, text: string, line: Line): number {
  doc
    .font(line.bold ? 'bold' : 'regular')
    .fontSize(line.size)
    .fillColor(line.color ?? '#1c1917');
  const options = { width: line.width, align: line.align ?? 'left' } as const;
  const height = doc.heightOfString(text, options);
  doc.text(text, line.x, line.y, options);
  return height;
}

/**
 * Text of any script (a Hindi product name with Latin digits) wrapped at spaces within a width,
 * each line drawn run by run in the fonts that have its glyphs; answers the height it took.
 */
export function drawWrappedRuns(doc: Doc, text: string, line: Line): number {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && widthOf(doc, `${last} ${word}`, line) <= line.width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  // Devanagari reaches below the line (ु) and above it (ि): more room than Latin needs.
  const height = line.size * 1.45;
  lines.forEach((text, index) => drawLine(doc, text, { ...line, y: line.y + index * height }));
  return lines.length * height;
}
