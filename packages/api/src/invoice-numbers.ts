/**
 * How invoices and credit notes are numbered (GST-04): "DH/26-27/000123", the shop's prefix,
 * the financial year and the next number of the year's series; credit notes "CN/26-27/000001"
 * in a series of their own. The server keeps each series' counter in the database.
 */

/** India's time, in which a financial year (1 April to 31 March) begins and ends. */
const istOffsetMs = 5.5 * 60 * 60 * 1000;

/** Six digits: a million invoices a year, and "ABC/26-27/000123" stays within GST's 16 characters. */
const digits = 6;

/** The financial year a moment falls in, as invoice numbers write it: 1 April 2026 to 31 March 2027 is "26-27". */
export function financialYearOf(moment: Date): string {
  const india = new Date(moment.getTime() + istOffsetMs);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return `${twoDigits(start)}-${twoDigits(start + 1)}`;
}

/** The series a financial year's credit notes are numbered in: "CN/26-27". Its invoices' series is the year itself. */
export const creditNoteSeries = (financialYear: string): string => `CN/${financialYear}`;

const numbered = (series: string, sequence: number) => `${series}/${String(sequence).padStart(digits, '0')}`;

/** The `sequence`th invoice of a financial year: "DH/26-27/000123". */
export const invoiceNumber = (prefix: string, financialYear: string, sequence: number): string =>
  numbered(`${prefix}/${financialYear}`, sequence);

/** The `sequence`th credit note of a financial year: "CN/26-27/000001". */
export const creditNoteNumber = (financialYear: string, sequence: number): string =>
  numbered(creditNoteSeries(financialYear), sequence);

/** Where a number stands in its series: "DH/26-27/000041" is 41. */
export const sequenceOf = (documentNumber: string): number => Number(documentNumber.split('/').at(-1));
