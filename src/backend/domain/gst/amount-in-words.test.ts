import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amount-in-words';

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero Rupees Only'],
    [1, 'One Rupee Only'],
    [15, 'Fifteen Rupees Only'],
    [21, 'Twenty-One Rupees Only'],
    [100, 'One Hundred Rupees Only'],
    [7875, 'Seven Thousand Eight Hundred Seventy-Five Rupees Only'],
    [50_000, 'Fifty Thousand Rupees Only'],
    [125_000, 'One Lakh Twenty-Five Thousand Rupees Only'],
    [1_000_000, 'Ten Lakh Rupees Only'],
    [12_345_678, 'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight Rupees Only'],
    [1_000_000_000, 'One Hundred Crore Rupees Only'],
    [3150.5, 'Three Thousand One Hundred Fifty Rupees and Fifty Paise Only'],
  ])('%d is %s', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it('refuses a negative amount', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
  });
});
