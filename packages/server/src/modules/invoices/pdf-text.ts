import type PDFDocument from 'pdfkit';
import type { PdfFont } from './pdf-fonts.js';

type Doc = InstanceType<typeof PDFDocument>;

/** A run of text split where the rupee sign is, each part with the font that has its glyphs. */
function runsOf(text: string, bold: boolean): { text: string; font: PdfFont }[] {
  return text
    .split(/(₹)/)
    .filter((part) => part !== '')
    .map((part) => ({
      text: part,
      font: part === '₹' ? (bold ? 'rupeeBold' : 'rupee') : bold ? 'bold' : 'regular',
    }));
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
