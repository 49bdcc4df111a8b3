import { describe, expect, it } from 'vitest';
import { amountsIn, normalizeDecimal, parseAmount } from './accounting-reading-amounts';

describe('parseAmount', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1 234,56', '1234.56'],
    ['1\u202f234,56', '1234.56'],
    ['1,234.56', '1234.56'],
    ["1'234.50", '1234.50'],
    ['1234.56', '1234.56'],
    ['12,00', '12.00'],
    ['-12,00', '-12.00'],
    ['1.234.567,89', '1234567.89'],
    ['0,99', '0.99'],
  ])('reads %s as %s', (text, amount) => expect(parseAmount(text)).toBe(amount));

  it.each(['12', '2025', '1.2345', '12,3', 'abc', '1,23,45'])('refuses %s', (text) => expect(parseAmount(text)).toBeNull());
});

describe('amountsIn', () => {
  it('finds every amount on a line, not dates or quantities', () => {
    expect(amountsIn('3 x Café 2,50 € 7,50 €')).toEqual(['2.50', '7.50']);
    expect(amountsIn('Total TTC : 1 170,00 EUR')).toEqual(['1170.00']);
    expect(amountsIn('Datum 14.03.2025 Betrag 1.234,56')).toEqual(['1234.56']);
  });
});

describe('normalizeDecimal', () => {
  it('gives e-invoice decimals two places', () => {
    expect(normalizeDecimal('1234.5')).toBe('1234.50');
    expect(normalizeDecimal('100')).toBe('100.00');
    expect(normalizeDecimal('12,5')).toBeNull();
  });
});
