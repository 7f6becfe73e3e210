/**
 * Delivery pincodes as a shop owner writes them: single pincodes and ranges, separated by
 * commas, spaces or new lines ("560001-560099, 562157"). Stored as ranges.
 */

export interface PincodeRange {
  from: string;
  to: string;
}

/** Six digits, not starting with 0: India Post's pincodes. */
export const pincodePattern = /^[1-9][0-9]{5}$/;
export const isPincode = (text: string): boolean => pincodePattern.test(text);

/** The most ranges one list holds: a district's worth, several times over. */
export const maxPincodeRanges = 2_000;

export type ParsedPincodes = { ranges: PincodeRange[] } | { error: string };

/** Reads a list as typed; the first entry that is not a pincode or a range is named in the error. */
export function parsePincodeList(text: string): ParsedPincodes {
  const entries = text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  // "560001 - 560099" typed with spaces splits into three entries: join them back.
  const joined: string[] = [];
  for (const entry of entries) {
    const last = joined.at(-1);
    if (entry === '-' || entry === '–') joined[joined.length - 1] = `${last ?? ''}-`;
    else if (last?.endsWith('-')) joined[joined.length - 1] = `${last}${entry}`;
    else joined.push(entry);
  }
  const ranges: PincodeRange[] = [];
  for (const entry of joined) {
    const [from = '', to = from, ...rest] = entry.replace('–', '-').split('-');
    if (rest.length > 0 || !isPincode(from) || !isPincode(to)) {
      return { error: `"${entry}" is not a 6-digit pincode or a range like 560001-560099` };
    }
    if (to < from) return { error: `"${entry}" ends before it starts` };
    ranges.push({ from, to });
  }
  if (ranges.length > maxPincodeRanges) return { error: `At most ${maxPincodeRanges} pincodes and ranges` };
  return { ranges };
}

/** The list as the settings form shows it again. */
export const formatPincodeList = (ranges: readonly PincodeRange[]): string =>
  ranges.map(({ from, to }) => (from === to ? from : `${from}-${to}`)).join(', ');

/** Whether a range of the list holds the pincode. */
export const listHolds = (ranges: readonly PincodeRange[], pincode: string): boolean =>
  ranges.some(({ from, to }) => from <= pincode && pincode <= to);
