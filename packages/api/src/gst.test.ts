import { describe, expect, it } from 'vitest';
import { gstRates, invoiceTaxes, isIntraState, stateNamed, taxLine } from './gst';

describe('GST from GST-inclusive prices (issue 16)', () => {
  it('[GST-01] takes 18 % out of ₹118.00 as ₹100.00 taxable and ₹9.00 + ₹9.00, or ₹18.00 IGST', () => {
    expect(taxLine(11800, 18, true)).toEqual({
      grossPaise: 11800,
      rate: 18,
      taxablePaise: 10000,
      cgstPaise: 900,
      sgstPaise: 900,
      igstPaise: 0,
    });
    expect(taxLine(11800, 18, false)).toMatchObject({ taxablePaise: 10000, igstPaise: 1800, cgstPaise: 0 });
  });

  it('[GST-01] leaves a 0 % line all taxable', () => {
    expect(taxLine(54000, 0, true)).toMatchObject({ taxablePaise: 54000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('[GST-01] rounds to the paisa, CGST and SGST equal, every line adding up to what was paid', () => {
    // ₹449.00 at 5 %: taxable 427.619…, tax 21.380… → halves of 10.69.
    expect(taxLine(44900, 5, true)).toEqual({
      grossPaise: 44900,
      rate: 5,
      taxablePaise: 42762,
      cgstPaise: 1069,
      sgstPaise: 1069,
      igstPaise: 0,
    });
    for (let gross = 0; gross <= 20000; gross += 7) {
      for (const rate of gstRates) {
        for (const intra of [true, false]) {
          const line = taxLine(gross, rate, intra);
          expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(gross);
          expect(line.cgstPaise).toBe(line.sgstPaise);
          // The tax is within a paisa (a paisa a half) of the rate on the taxable value.
          const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
          expect(Math.abs(tax - (line.taxablePaise * rate) / 100)).toBeLessThanOrEqual(intra ? 2 : 1);
        }
      }
    }
  });

  it('[GST-01] totals an invoice of mixed rates to the order total', () => {
    const invoice = invoiceTaxes(
      [
        { grossPaise: 89800, rate: 5 },
        { grossPaise: 35010, rate: 12 },
        { grossPaise: 24000, rate: 0 },
        { grossPaise: 11800, rate: 18 },
      ],
      true,
    );
    expect(invoice.totalPaise).toBe(160610);
    expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise).toBe(160610);
    expect(invoice.cgstPaise).toBe(invoice.sgstPaise);
    // ₹350.10 at 12 %: ₹312.58 taxable and 6 % of it, ₹18.755, twice as ₹18.76: ₹350.10 again.
    expect(invoice.lines.map((line) => line.taxablePaise)).toEqual([85524, 31258, 24000, 10000]);
  });

  it('[GST-01] refuses an amount that is not whole paise', () => {
    expect(() => taxLine(10.5, 5, true)).toThrow(RangeError);
    expect(() => taxLine(-1, 5, true)).toThrow(RangeError);
  });
});

describe('the place of supply (issue 16)', () => {
  it('[GST-02] is the shop’s state however the shopper typed it: CGST + SGST', () => {
    expect(isIntraState('Karnataka', ' karnataka ')).toBe(true);
    expect(isIntraState('Jammu and Kashmir', 'Jammu & Kashmir')).toBe(true);
    expect(stateNamed('tamil   nadu')?.code).toBe('33');
  });

  it('[GST-02] is another state, or one the list does not know: IGST', () => {
    expect(isIntraState('Karnataka', 'Tamil Nadu')).toBe(false);
    expect(isIntraState('Karnataka', 'Karnatak')).toBe(false);
    expect(isIntraState('', 'Karnataka')).toBe(false);
  });
});
