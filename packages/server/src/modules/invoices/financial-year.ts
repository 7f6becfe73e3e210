/** India's time, in which a financial year (1 April to 31 March) begins and ends. */
const istOffsetMs = 5.5 * 60 * 60 * 1000;

/** The financial year a moment falls in, as invoice numbers write it: 1 April 2026 to 31 March 2027 is "26-27". */
export function financialYearOf(moment: Date): string {
  const india = new Date(moment.getTime() + istOffsetMs);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  const twoDigits = (value: number) => String(value % 100).padStart(2, '0');
  return `${twoDigits(start)}-${twoDigits(start + 1)}`;
}
