import { indianStates } from './schemas/gstin';

/**
 * GST on an invoice (issue 16), from GST-inclusive prices as Indian retail prices are: each
 * line's taxable value and tax, split into CGST and SGST (equal halves) when the goods stay in
 * the shop's state and IGST when they leave it. Amounts are whole paise; every line's taxable
 * value and taxes add up to exactly what the shopper paid for it, so the invoice's totals add
 * up to the order's.
 */

/** The GST rates, in percent, a product may carry. */
export const gstRates = [0, 5, 12, 18] as const;
export type GstRate = (typeof gstRates)[number];

export interface TaxedLine {
  /** What the shopper paid for the line, tax included, in paise. */
  grossPaise: number;
  rate: GstRate;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface InvoiceTaxes {
  lines: TaxedLine[];
  intraState: boolean;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

/** One line: the tax is worked out on the taxable value and rounded to the paisa; the taxable value is what is left. */
export function taxLine(grossPaise: number, rate: GstRate, intraState: boolean): TaxedLine {
  if (!Number.isInteger(grossPaise) || grossPaise < 0) throw new RangeError('A line amount is whole paise, 0 or more');
  const exactTaxable = (grossPaise * 100) / (100 + rate);
  if (intraState) {
    // Each half rounded alike, so the invoice shows CGST and SGST equal, as they are.
    const half = Math.round((exactTaxable * rate) / 200);
    return { grossPaise, rate, taxablePaise: grossPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = Math.round((exactTaxable * rate) / 100);
  return { grossPaise, rate, taxablePaise: grossPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

/** Every line of an invoice and its totals. */
export function invoiceTaxes(
  lines: ReadonlyArray<{ grossPaise: number; rate: GstRate }>,
  intraState: boolean,
): InvoiceTaxes {
  const taxed = lines.map((line) => taxLine(line.grossPaise, line.rate, intraState));
  const sum = (pick: (line: TaxedLine) => number) => taxed.reduce((total, line) => total + pick(line), 0);
  return {
    lines: taxed,
    intraState,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    totalPaise: sum((line) => line.grossPaise),
  };
}

/** "Tamil Nadu", " tamil  nadu ", "Jammu & Kashmir": a state's name as people type it, compared loosely. */
const looseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** The state a typed name stands for, if it is one. */
export function stateNamed(typed: string) {
  const wanted = looseName(typed);
  return indianStates.find((state) => looseName(state.name) === wanted);
}

/**
 * Whether a sale stays within the shop's state (CGST + SGST) or crosses into another (IGST):
 * the place of supply is where the goods are delivered. A delivery state the list does not know
 * is taken as another state, the tax the shop cannot be faulted for under-charging.
 */
export function isIntraState(shopState: string, deliveryState: string): boolean {
  const shop = stateNamed(shopState);
  return shop !== undefined && shop === stateNamed(deliveryState);
}
