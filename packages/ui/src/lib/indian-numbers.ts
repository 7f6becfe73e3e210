// Numbers written the Indian way (1,23,456.50), by hand. Building an `Intl.NumberFormat` for
// en-IN costs a phone tens of milliseconds (it loads the locale's data), on every page that
// shows a price; these take microseconds and read the same on the server and in the browser.

/** "1234567" → "12,34,567": the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * `value` (not negative) in whole units of 10^-`digits`, rounded half away from zero as
 * Intl does: on the decimal people see, not its binary neighbour (1.005 → 1.01, not 1.00).
 */
function toUnits(value: number, digits: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Math.round(Number(`${mantissa}e${Number(exponent) + digits}`));
}

/** Splits a number into sign, grouped whole part and `digits` fraction digits. */
function parts(value: number, digits: number) {
  const units = toUnits(Math.abs(value), digits);
  const scale = 10 ** digits;
  return {
    sign: value < 0 && units > 0 ? '-' : '',
    whole: groupIndian(String(Math.floor(units / scale))),
    fraction: String(units % scale).padStart(digits, '0'),
  };
}

/** 123456.5 → "₹1,23,456.50": always two decimals, as en-IN's INR currency format. */
export function formatRupees(amount: number): string {
  if (!Number.isFinite(amount)) return `₹${amount}`;
  const { sign, whole, fraction } = parts(amount, 2);
  return `${sign}₹${whole}.${fraction}`;
}

/** 1234567.891 → "12,34,567.891": at most `maxFractionDigits` decimals, trailing zeros dropped. */
export function formatIndianNumber(value: number, maxFractionDigits = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const { sign, whole, fraction } = parts(value, maxFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  return `${sign}${whole}${decimals ? `.${decimals}` : ''}`;
}
