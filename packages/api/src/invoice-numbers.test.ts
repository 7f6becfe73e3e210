import { describe, expect, it } from 'vitest';
import { creditNoteNumber, creditNoteSeries, financialYearOf, invoiceNumber, sequenceOf } from './invoice-numbers';

describe('financial years (GST-04)', () => {
  it('runs from 1 April to 31 March, in India’s time', () => {
    expect(financialYearOf(new Date('2026-11-27T10:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    // 00:00 on 1 April in India is 18:30 on 31 March in UTC.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });
});

describe('invoice and credit note numbers (GST-04)', () => {
  it('are the prefix, the financial year and six digits, within GST’s 16 characters', () => {
    expect(invoiceNumber('DH', '26-27', 42)).toBe('DH/26-27/000042');
    expect(invoiceNumber('ABC', '26-27', 123).length).toBeLessThanOrEqual(16);
    expect(creditNoteNumber('26-27', 1)).toBe('CN/26-27/000001');
  });

  it('count credit notes in a series of their own, and read back where a number stands', () => {
    expect(creditNoteSeries('26-27')).toBe('CN/26-27');
    expect(creditNoteSeries('26-27')).not.toBe('26-27');
    expect(sequenceOf(invoiceNumber('DH', '26-27', 41))).toBe(41);
    expect(sequenceOf(creditNoteNumber('27-28', 7))).toBe(7);
  });
});
