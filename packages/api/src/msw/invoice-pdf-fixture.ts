// The mock API's invoice PDF: one A4 page of text, written by hand. The mock has no PDF
// library; a real reader still opens it, as its cross-reference table gives every object's
// byte offset (the text is ASCII, so characters are bytes).

/** Text as a PDF string literal holds it; what Helvetica's ASCII cannot show becomes "?". */
const pdfString = (text: string) =>
  `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (character) => `\\${character}`)})`;

/** A one-page PDF showing `lines` in Helvetica, top to bottom. */
export function fixturePdf(lines: readonly string[]): string {
  const text = ['BT', '/F1 12 Tf', '18 TL', '56 800 Td', ...lines.map((line) => `${pdfString(line)} '`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
