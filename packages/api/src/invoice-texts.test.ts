import { describe, expect, test } from 'vitest';
import { invoiceFileName, invoiceStateText, invoiceTitle } from './invoice-texts';

describe('invoice names (issue 16)', () => {
  test("the PDF's file name: the number, its slashes as hyphens", () => {
    expect(invoiceFileName('DH/26-27/000041')).toBe('invoice-DH-26-27-000041.pdf');
    expect(invoiceFileName(' AB1/27-28/000001 ')).toBe('invoice-AB1-27-28-000001.pdf');
  });

  test('no character a file system refuses, and never a name without the number part', () => {
    expect(invoiceFileName('DH\\26:27*"000041"')).toBe('invoice-DH-26-27-000041.pdf');
    expect(invoiceFileName('../..')).toBe('invoice-order.pdf');
    expect(invoiceFileName('')).toBe('invoice-order.pdf');
  });

  test('a state with its GST code, or its name alone', () => {
    expect(invoiceStateText({ name: 'Karnataka', code: '29' })).toBe('Karnataka (29)');
    expect(invoiceStateText({ name: 'Atlantis', code: '' })).toBe('Atlantis');
  });

  test('[GST-10] a shop with a GSTIN issues a "Tax Invoice", one without a "Bill of Supply"', () => {
    expect(invoiceTitle({ gstin: '29AAGCB7383J1Z4' })).toBe('Tax Invoice');
    expect(invoiceTitle({ gstin: '' })).toBe('Bill of Supply');
  });
});
