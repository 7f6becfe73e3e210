import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';

describe('amounts in words (GST-03)', () => {
  it('counts in the Indian system, with lakhs and crores', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(19)).toBe('Nineteen');
    expect(numberInWords(105)).toBe('One Hundred Five');
    expect(numberInWords(1250)).toBe('One Thousand Two Hundred Fifty');
    expect(numberInWords(250_000)).toBe('Two Lakh Fifty Thousand');
    expect(numberInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine',
    );
  });

  it('writes an invoice total with its paise', () => {
    expect(amountInWords(125_050)).toBe('Rupees One Thousand Two Hundred Fifty and Paise Fifty Only');
    expect(amountInWords(9_900)).toBe('Rupees Ninety Nine Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Paise Five Only');
  });
});
