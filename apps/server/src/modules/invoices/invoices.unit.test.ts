import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from './amount-in-words';
import { financialYearOf, invoiceNumberOf } from './invoice-numbering';

describe('amount in words (Indian numbering)', () => {
  it('writes small numbers', () => {
    expect(integerInWords(0)).toBe('Zero');
    expect(integerInWords(7)).toBe('Seven');
    expect(integerInWords(19)).toBe('Nineteen');
    expect(integerInWords(21)).toBe('Twenty-One');
    expect(integerInWords(100)).toBe('One Hundred');
    expect(integerInWords(999)).toBe('Nine Hundred Ninety-Nine');
  });
  it('groups in thousands, lakhs and crores', () => {
    expect(integerInWords(1000)).toBe('One Thousand');
    expect(integerInWords(100_000)).toBe('One Lakh');
    expect(integerInWords(123_456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(integerInWords(10_000_000)).toBe('One Crore');
    expect(integerInWords(12_34_56_789)).toBe(
      'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine',
    );
    expect(integerInWords(1_000_00_00_000)).toBe('One Thousand Crore');
  });
  it('writes rupees and paise', () => {
    expect(amountInWords(118_000)).toBe('Indian Rupees One Thousand One Hundred Eighty Only');
    expect(amountInWords(12_345_678)).toBe(
      'Indian Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(5)).toBe('Indian Rupees Zero and Five Paise Only');
  });
});

describe('invoice numbers', () => {
  it('uses the Indian financial year in India time', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    // 31 March 2026, 23:59 in India is still FY 25-26 although UTC says 18:29.
    expect(financialYearOf(new Date('2026-03-31T23:59:00+05:30'))).toBe('25-26');
    // 31 March 2026 19:00 UTC is 1 April 00:30 in India: FY 26-27.
    expect(financialYearOf(new Date('2026-03-31T19:00:00Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('99-00');
  });
  it('formats <prefix>/<FY>/<serial>, at most 16 characters', () => {
    expect(invoiceNumberOf('BTW', '26-27', 42)).toBe('BTW/26-27/00042');
    expect(invoiceNumberOf('ABCD', '26-27', 99_999).length).toBeLessThanOrEqual(16);
  });
});
