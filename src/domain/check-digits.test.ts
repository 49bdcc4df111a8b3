import { describe, expect, it } from 'vitest';
import { luhnCheckDigit, verhoeffCheckDigit } from './check-digits';

describe('check digits', () => {
  it('computes Luhn digits of published examples', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('4539578763621486'.slice(0, 15))).toBe(6);
  });

  it('computes Verhoeff digits of published examples', () => {
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffCheckDigit('12345')).toBe(1);
  });
});
