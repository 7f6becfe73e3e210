/**
 * Money is whole paise (integers) in the database and in every computation; rupees appear
 * only at the edges of the API. 3 × ₹33.10 is 3 × 3310 paise = 9930 paise = ₹99.30 exactly.
 */

const rupeeAmount = /^(\d+)(?:\.(\d{1,2}))?$/;

/** True for a non-negative rupee amount with at most 2 decimals ("12.5", 12.5, "0.05"). */
export function isRupeeAmount(value: unknown): value is string | number {
  return toPaiseOrNull(value) !== null;
}

/** "33.10" or 33.1 → 3310, without going through floating-point multiplication. */
export function rupeesToPaise(value: string | number): number {
  const paise = toPaiseOrNull(value);
  if (paise === null) {
    throw new RangeError(`Not a rupee amount with at most 2 decimals: ${String(value)}`);
  }
  return paise;
}

/** 3310 → 33.1 (a single division of an integer is exact to the nearest double). */
export function paiseToRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number: ${paise}`);
  return paise / 100;
}

/** The price after a percentage discount (at most 2 decimals), rounded half up to the paisa. */
export function discountedPaise(pricePaise: number, discountPercent: number): number {
  const basisPoints = Math.round(discountPercent * 100);
  if (basisPoints < 0 || basisPoints > 10_000) throw new RangeError(`Not a discount percentage: ${discountPercent}`);
  return Math.floor((pricePaise * (10_000 - basisPoints) + 5_000) / 10_000);
}

function toPaiseOrNull(value: unknown): number | null {
  // String(33.1) is "33.1": the shortest decimal that reads back as the same double.
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof text !== 'string') return null;
  const match = rupeeAmount.exec(text.trim());
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}
