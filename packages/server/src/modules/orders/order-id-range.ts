import { orderIdSearchMinLength } from '@dhanya/api/contract';

/** Where a UUID, as PostgreSQL writes it, has a hex digit (x) and a dash. */
const uuidShape = 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx';
const hexDigit = /^[0-9a-f]$/;

/** Whether some UUID starts with `text`: a hex digit where it has one, a dash where it has one. */
function startsSomeUuid(text: string): boolean {
  if (text.length > uuidShape.length) return false;
  return [...text].every((char, index) => (uuidShape[index] === '-' ? char === '-' : hexDigit.test(char)));
}

/**
 * The ids that start with `text` (lower case), as the smallest and largest of them: a range
 * of the primary key's index, so a search reads only the orders it finds. Null when no order
 * can match: fewer than `orderIdSearchMinLength` hex digits, or text no UUID starts with.
 */
export function orderIdRange(text: string): { first: string; last: string } | null {
  const digits = text.replaceAll('-', '').length;
  if (digits < orderIdSearchMinLength || !startsSomeUuid(text)) return null;
  const rest = uuidShape.slice(text.length);
  return { first: text + rest.replaceAll('x', '0'), last: text + rest.replaceAll('x', 'f') };
}
