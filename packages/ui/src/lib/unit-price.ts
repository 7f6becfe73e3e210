import { type LocaleFormat, localeFormat } from './locale-format';

/** The unit a pack's net quantity is stated in: "500 g", "5 kg", "200 ml", "1 L", "6 pieces". */
export type PackUnit = 'g' | 'kg' | 'ml' | 'L' | 'piece';

/** What a unit sale price is given per: a kilogram, a litre or one piece. */
export type UnitBase = 'kg' | 'L' | 'piece';

/** A pack's price (rupees) and how much it holds. */
export type PricedQuantity = { price: number; netQuantity: number; unit: PackUnit };

/** The price per kilogram, litre or piece, in rupees rounded to paise. */
export type UnitSalePrice = { amount: number; per: UnitBase };

const bases: Record<PackUnit, { per: UnitBase; unitsPerBase: number }> = {
  g: { per: 'kg', unitsPerBase: 1000 },
  kg: { per: 'kg', unitsPerBase: 1 },
  ml: { per: 'L', unitsPerBase: 1000 },
  L: { per: 'L', unitsPerBase: 1 },
  piece: { per: 'piece', unitsPerBase: 1 },
};

/** 0.25 → [25, 100]: a finite decimal as an exact integer ratio, so no division is rounded twice. */
function asRatio(value: number): [number, number] {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const shift = fraction.length - Number(exponent);
  const digits = Number(`${whole}${fraction}`);
  return shift >= 0 ? [digits, 10 ** shift] : [digits * 10 ** -shift, 1];
}

/**
 * The unit sale price the Legal Metrology (Packaged Commodities) Rules ask for beside a pack's
 * price: per kg for grams and kilograms, per litre for millilitres and litres, per piece.
 * Worked out in whole paise and rounded half up (₹0.25 for 2 pieces → ₹0.13). Null when the
 * pack states no usable quantity (0, negative, not a number) or its price is not an amount.
 */
export function unitPriceOf({ price, netQuantity, unit }: PricedQuantity): UnitSalePrice | null {
  const base = Object.hasOwn(bases, unit) ? bases[unit] : undefined;
  if (!base || !(netQuantity > 0) || !Number.isFinite(netQuantity) || !(price >= 0) || !Number.isFinite(price)) {
    return null;
  }
  const [quantity, quantityScale] = asRatio(netQuantity);
  // paise × units per base ÷ quantity, as integers: numerator / denominator.
  const numerator = Math.round(price * 100) * base.unitsPerBase * quantityScale;
  const denominator = quantity;
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    return { amount: Math.round((price * base.unitsPerBase * 100) / netQuantity) / 100, per: base.per };
  }
  const whole = Math.floor(numerator / denominator);
  const remainder = numerator - whole * denominator;
  const paise = 2 * remainder >= denominator ? whole + 1 : whole;
  return { amount: paise / 100, per: base.per };
}

/**
 * "₹250" for whole rupees, "₹12.50" otherwise, written in `format`'s locale (en-IN, grouped
 * the Indian way, "₹1,250", unless given; `useLocaleFormat()` gives the provider's).
 */
export function formatUnitAmount(amount: number, format: LocaleFormat = localeFormat('en-IN')): string {
  return Number.isInteger(amount) ? format.wholePrice(amount) : format.price(amount);
}

/** "₹12.50/kg", "₹250/L", "₹40/piece"; `unitName` writes the unit after the slash. */
export function formatUnitPrice(
  { amount, per }: UnitSalePrice,
  unitName: (per: UnitBase) => string = (base) => base,
  format: LocaleFormat = localeFormat('en-IN'),
): string {
  return `${formatUnitAmount(amount, format)}/${unitName(per)}`;
}
