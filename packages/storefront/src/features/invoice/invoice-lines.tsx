import type { Invoice, InvoiceLine } from '@dhanya/api';
import { cn, formatPrice } from '@dhanya/ui';
import { invoiceTexts } from './invoice-texts';

type Column = {
  header: string;
  cell: (line: InvoiceLine) => React.ReactNode;
  /** Figures are right-aligned, so their digits line up. */
  figure?: boolean;
  /** An amount of the line's tax: listed under the line on a smaller screen. */
  tax?: boolean;
};

const price = (pick: (line: InvoiceLine) => number) => (line: InvoiceLine) => formatPrice(pick(line));

/** The table's columns: a bill of supply has no tax; an invoice has CGST and SGST within the state, else IGST. */
function columnsOf(invoice: Invoice, registered: boolean): Column[] {
  const split: Column[] = invoice.intraState
    ? [
        { header: invoiceTexts.cgst, cell: price((line) => line.cgst), figure: true, tax: true },
        { header: invoiceTexts.sgst, cell: price((line) => line.sgst), figure: true, tax: true },
      ]
    : [{ header: invoiceTexts.igst, cell: price((line) => line.igst), figure: true, tax: true }];
  const taxes: Column[] = [
    { header: invoiceTexts.taxableValue, cell: price((line) => line.taxableValue), figure: true, tax: true },
    { header: invoiceTexts.gstRate, cell: (line) => invoiceTexts.gstPercent(line.gstRate), figure: true },
    ...split,
  ];
  return [
    { header: invoiceTexts.hsn, cell: (line) => line.hsnCode || '–' },
    { header: invoiceTexts.quantity, cell: (line) => line.quantity, figure: true },
    { header: invoiceTexts.unit, cell: (line) => line.unit },
    { header: invoiceTexts.unitPrice, cell: price((line) => line.unitPrice), figure: true },
    ...(registered ? taxes : []),
    { header: invoiceTexts.amount, cell: price((line) => line.total), figure: true },
  ];
}

/**
 * The invoice's lines: a table on a wide screen and on paper; on a smaller screen, where ten
 * columns cannot fit, each line with its figures below it.
 */
export function InvoiceLines({ invoice, registered }: { invoice: Invoice; registered: boolean }) {
  const columns = columnsOf(invoice, registered);
  return (
    <>
      <LinesTable lines={invoice.lines} columns={columns} />
      <LinesList lines={invoice.lines} columns={columns} registered={registered} />
    </>
  );
}

type LinesProps = { lines: InvoiceLine[]; columns: Column[] };

function LinesTable({ lines, columns }: LinesProps) {
  const cell = 'px-3 py-3 print:px-1.5 print:py-2';
  return (
    <table className="hidden w-full border-collapse text-sm lg:table print:table print:text-[11px]">
      <caption className="sr-only">{invoiceTexts.items}</caption>
      <thead>
        <tr className="border-y border-border bg-muted/60 text-xs text-muted-foreground print:bg-transparent">
          <th scope="col" className={cn(cell, 'py-2.5 text-left font-semibold')}>
            {invoiceTexts.item}
          </th>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn(
                cell,
                'py-2.5 font-semibold whitespace-nowrap print:whitespace-normal',
                column.figure ? 'text-right' : 'text-left',
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border border-b border-border">
        {lines.map((line, index) => (
          <tr key={index} className="align-top print:break-inside-avoid">
            <th scope="row" className={cn(cell, 'text-left font-medium break-words text-foreground')}>
              {line.description}
              <LocalName line={line} />
            </th>
            {columns.map((column) => (
              <td
                key={column.header}
                className={cn(
                  cell,
                  'whitespace-nowrap text-foreground',
                  column.figure ? 'text-right tabular-nums' : 'text-left',
                )}
              >
                {column.cell(line)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LinesList({ lines, columns, registered }: LinesProps & { registered: boolean }) {
  const taxes = columns.filter((column) => column.tax);
  return (
    <ul
      aria-label={invoiceTexts.items}
      className="flex flex-col divide-y divide-border border-y border-border lg:hidden print:hidden"
    >
      {lines.map((line, index) => (
        <li key={index} className="flex flex-col gap-1 py-4">
          <div className="flex items-start justify-between gap-4">
            <p className="min-w-0 font-medium break-words text-foreground">
              {line.description}
              <LocalName line={line} />
            </p>
            <p className="shrink-0 font-semibold text-foreground tabular-nums">{formatPrice(line.total)}</p>
          </div>
          <p className="text-sm text-muted-foreground">
            {invoiceTexts.lineQuantity(line.quantity, line.unit, formatPrice(line.unitPrice))}
          </p>
          {(line.hsnCode || registered) && (
            <p className="text-sm text-muted-foreground">
              {invoiceTexts.lineCodes(line.hsnCode, registered ? line.gstRate : null)}
            </p>
          )}
          {taxes.length > 0 && (
            <dl className="mt-2 flex flex-col gap-1 rounded-md bg-muted/60 px-3 py-2 text-sm sm:grid sm:grid-cols-3 sm:gap-6">
              {taxes.map((column) => (
                <div key={column.header} className="flex justify-between gap-4 sm:flex-col sm:justify-start sm:gap-0.5">
                  <dt className="text-muted-foreground">{column.header}</dt>
                  <dd className="text-foreground tabular-nums">{column.cell(line)}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The product's Hindi name under its English one (issue 34): the invoice's legal text stays English. */
function LocalName({ line }: { line: InvoiceLine }) {
  if (!line.localName) return null;
  return (
    <span lang="hi" className="block text-sm font-normal text-muted-foreground">
      {line.localName}
    </span>
  );
}
