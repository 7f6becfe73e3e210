import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatRupees } from './indian-numbers';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const plain = new Intl.NumberFormat('en-IN');
const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** Amounts a shop meets, the edges of rounding and grouping, and a seeded spread of others. */
function sampleAmounts(): number[] {
  const edges = [0, 0.004, 0.005, 0.995, 1, 1.005, 2.675, 9.995, 10.125, 99.999, 999, 1000, 99999.995, 100000];
  const edgesToo = [1234567.891, 12345678, 123456789.5, 9007199254740.99, -5, -1234.565];
  let seed = 20261125;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const spread = Array.from({ length: 2000 }, (_, index) => {
    const magnitude = 10 ** (index % 10);
    return Math.round(random() * magnitude * 1000) / 1000;
  });
  return [...edges, ...edgesToo, ...spread];
}

describe('Indian number formats, by hand', () => {
  it('[CONST-05] write rupees exactly as Intl en-IN does', () => {
    for (const amount of sampleAmounts()) expect(formatRupees(amount), String(amount)).toBe(rupees.format(amount));
  });

  it('write counts and one-decimal values exactly as Intl en-IN does', () => {
    for (const value of sampleAmounts()) {
      expect(formatIndianNumber(value), String(value)).toBe(plain.format(value));
      expect(formatIndianNumber(value, 1), String(value)).toBe(oneDecimal.format(value));
    }
  });

  it('never write a minus before a nought (Intl writes "-₹0.00" for -0.001)', () => {
    expect(formatRupees(-0.001)).toBe('₹0.00');
    expect(formatIndianNumber(-0.04, 1)).toBe('0');
  });

  it('never crash on numbers that are not amounts', () => {
    expect(formatRupees(Number.NaN)).toBe('₹NaN');
    expect(formatIndianNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
