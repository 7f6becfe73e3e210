import type { Invoice } from '@dhanya/api/contract';
import { formatDate, invoiceStateText, invoiceTitle, rupeesText } from '@dhanya/api/contract';
import PDFDocument from 'pdfkit';
import { pdfFonts } from './pdf-fonts.js';
import { drawBlock, drawLine, drawWrappedRuns } from './pdf-text.js';

type Doc = InstanceType<typeof PDFDocument>;

const page = { width: 595.28, height: 841.89, margin: 40 };
const inner = page.width - 2 * page.margin;
const muted = '#57534e';
const rule = '#d6d3d1';

/** "1,250.00": amounts in the table; the header says they are rupees. */
const figures = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const amount = (rupees: number) => figures.format(rupees);
const rupeeAmount = (rupees: number) => rupeesText(Math.round(rupees * 100));

// A legal document: an unreadable date fails the PDF rather than leaving a blank on it.
const dateText = (iso: string) => formatDate(iso, 'long-date', { ifInvalid: 'throw' });

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: Invoice['lines'][number], index: number) => string;
}

const registered = (invoice: Invoice) => invoice.supplier.gstin !== '';

function columnsFor(invoice: Invoice): Column[] {
  const taxes: Column[] = !registered(invoice)
    ? []
    : invoice.intraState
      ? [
          { title: 'CGST', width: 50, align: 'right', cell: (line) => amount(line.cgst) },
          { title: 'SGST', width: 50, align: 'right', cell: (line) => amount(line.sgst) },
        ]
      : [{ title: 'IGST', width: 100, align: 'right', cell: (line) => amount(line.igst) }];
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_line, index) => String(index + 1) },
    { title: 'Description', width: 0, align: 'left', cell: (line) => line.description },
    { title: 'HSN', width: 40, align: 'left', cell: (line) => line.hsnCode || '—' },
    { title: 'Qty', width: 26, align: 'right', cell: (line) => String(line.quantity) },
    { title: 'Unit', width: 40, align: 'left', cell: (line) => line.unit },
    { title: 'Rate', width: 50, align: 'right', cell: (line) => amount(line.unitPrice) },
    ...(registered(invoice)
      ? ([
          { title: 'Taxable', width: 58, align: 'right', cell: (line) => amount(line.taxableValue) },
          { title: 'GST', width: 30, align: 'right', cell: (line) => `${line.gstRate}%` },
        ] satisfies Column[])
      : []),
    ...taxes,
    { title: 'Total', width: 60, align: 'right', cell: (line) => amount(line.total) },
  ];
  const used = fixed.reduce((sum, column) => sum + column.width, 0);
  return fixed.map((column) => (column.width === 0 ? { ...column, width: inner - used } : column));
}

/** The invoice itself, or the credit note that cancels it. */
type Document = 'invoice' | 'credit-note';

function header(doc: Doc, invoice: Invoice, document: Document): number {
  const { creditNote } = invoice;
  const title = document === 'credit-note' ? 'Credit Note' : invoiceTitle(invoice.supplier);
  drawLine(doc, title, { x: page.margin, y: page.margin, width: inner, size: 20, bold: true });
  const facts =
    document === 'credit-note' && creditNote
      ? [
          `Credit note no. ${creditNote.number}`,
          `Date ${dateText(creditNote.date)}`,
          `Against invoice ${invoice.number} of ${dateText(invoice.date)}`,
          `Order ${invoice.orderReference} (cancelled)`,
        ]
      : [
          `Invoice no. ${invoice.number}`,
          `Date ${dateText(invoice.date)}`,
          `Order ${invoice.orderReference}`,
          'Reverse charge No',
          ...(creditNote ? [`Cancelled by credit note ${creditNote.number}`] : []),
        ];
  facts.forEach((fact, index) =>
    drawLine(doc, fact, {
      x: page.margin,
      y: page.margin + 4 + index * 14,
      width: inner,
      align: 'right',
      size: 9.5,
      bold: index === 0,
    }),
  );
  return page.margin + 70;
}

function parties(doc: Doc, invoice: Invoice, top: number): number {
  const half = (inner - 24) / 2;
  const block = (x: number, heading: string, name: string, rest: string[]) => {
    drawLine(doc, heading.toUpperCase(), { x, y: top, width: half, size: 8, color: muted, bold: true });
    let y = top + 14;
    y += drawBlock(doc, name || '—', { x, y, width: half, size: 10.5, bold: true });
    for (const line of rest) y += drawBlock(doc, line, { x, y: y + 1, width: half, size: 9.5 }) + 1;
    return y;
  };
  const { supplier, recipient } = invoice;
  const left = block(page.margin, 'Sold by', supplier.legalName, [
    ...supplier.address.split(/\r?\n/).filter(Boolean),
    supplier.gstin ? `GSTIN ${supplier.gstin}` : 'Not registered for GST',
    `State ${invoiceStateText(supplier.state)}`,
  ]);
  const right = block(page.margin + half + 24, 'Billed and shipped to', recipient.name, [
    ...recipient.address,
    `Place of supply ${invoiceStateText(invoice.placeOfSupply)}`,
  ]);
  return Math.max(left, right) + 18;
}

function table(doc: Doc, invoice: Invoice, top: number): number {
  const columns = columnsFor(invoice);
  const row = (cells: string[], y: number, bold: boolean) => {
    let x = page.margin;
    let height = 0;
    cells.forEach((text, index) => {
      const column = columns[index]!;
      const used = drawBlock(doc, text, {
        x: x + (column.align === 'right' ? 0 : 2),
        y,
        width: column.width - 4,
        align: column.align,
        size: 8.5,
        bold,
        color: bold ? muted : '#1c1917',
      });
      height = Math.max(height, used);
      x += column.width;
    });
    return height;
  };
  drawLine(doc, registered(invoice) ? 'Amounts in ₹, prices include GST' : 'Amounts in ₹', {
    x: page.margin,
    y: top,
    width: inner,
    align: 'right',
    size: 8,
    color: muted,
  });
  let y = top + 14;
  y += row(
    columns.map((column) => column.title),
    y,
    true,
  );
  doc
    .moveTo(page.margin, y + 3)
    .lineTo(page.margin + inner, y + 3)
    .strokeColor(rule)
    .lineWidth(0.8)
    .stroke();
  y += 8;
  invoice.lines.forEach((line, index) => {
    if (y > page.height - 200) {
      doc.addPage();
      y = page.margin;
    }
    y += row(
      columns.map((column) => column.cell(line, index)),
      y,
      false,
    );
    if (line.localName) {
      const description = columns[1]!;
      y += drawWrappedRuns(doc, line.localName, {
        x: page.margin + columns[0]!.width + 2,
        y: y + 1,
        width: description.width - 4,
        size: 8,
        color: muted,
      });
    }
    y += 6;
  });
  doc
    .moveTo(page.margin, y)
    .lineTo(page.margin + inner, y)
    .strokeColor(rule)
    .lineWidth(0.8)
    .stroke();
  return y + 10;
}

function totals(doc: Doc, invoice: Invoice, top: number): number {
  const rows: [string, number][] = !registered(invoice)
    ? []
    : [
        ['Taxable value', invoice.totals.taxableValue],
        ...(invoice.intraState
          ? ([
              ['CGST', invoice.totals.cgst],
              ['SGST', invoice.totals.sgst],
            ] as [string, number][])
          : ([['IGST', invoice.totals.igst]] as [string, number][])),
      ];
  const labelX = page.margin + inner - 220;
  let y = top;
  for (const [label, value] of rows) {
    drawLine(doc, label, { x: labelX, y, width: 120, size: 9.5, color: muted });
    drawLine(doc, rupeeAmount(value), { x: labelX, y, width: 220, align: 'right', size: 9.5 });
    y += 15;
  }
  y += 3;
  drawLine(doc, 'Total', { x: labelX, y, width: 120, size: 12, bold: true });
  drawLine(doc, rupeeAmount(invoice.totals.total), { x: labelX, y, width: 220, align: 'right', size: 12, bold: true });
  y += 24;
  y += drawBlock(doc, invoice.totalInWords, { x: page.margin, y, width: inner, size: 9.5, bold: true });
  y += 4;
  y += drawBlock(doc, `Paid by ${invoice.paymentMethod}`, { x: page.margin, y, width: inner, size: 9.5, color: muted });
  if (!registered(invoice)) {
    y += 4;
    y += drawBlock(doc, 'The seller is not registered for GST, so no GST is charged on this bill.', {
      x: page.margin,
      y,
      width: inner,
      size: 9.5,
      color: muted,
    });
  }
  return y;
}

/** The invoice as an A4 PDF, in the shop's typeface. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: { Title: `Invoice ${invoice.number}`, Author: invoice.supplier.legalName || 'Dhanya' },
  });
  for (const [name, font] of Object.entries(pdfFonts())) doc.registerFont(name, font);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const documents: Document[] = invoice.creditNote ? ['invoice', 'credit-note'] : ['invoice'];
  documents.forEach((document, index) => {
    if (index > 0) doc.addPage();
    let y = header(doc, invoice, document);
    doc
      .moveTo(page.margin, y)
      .lineTo(page.margin + inner, y)
      .strokeColor(rule)
      .lineWidth(0.8)
      .stroke();
    y = parties(doc, invoice, y + 14);
    y = table(doc, invoice, y);
    totals(doc, invoice, y);
    const footer =
      document === 'credit-note'
        ? 'This credit note cancels the invoice above in full. It is computer-generated and needs no signature.'
        : 'This is a computer-generated invoice and needs no signature.';
    drawLine(doc, footer, { x: page.margin, y: page.height - page.margin - 12, width: inner, size: 8, color: muted });
  });
  doc.end();
  return done;
}
