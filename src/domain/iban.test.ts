import { describe, expect, it } from 'vitest';
import { formatIban, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it('accepts valid IBANs with or without spaces and in any case', () => {
    expect(isValidIban('LU28 0019 4006 4475 0000')).toBe(true);
    expect(isValidIban('de89370400440532013000')).toBe(true);
    expect(isValidIban('FR14 2004 1010 0505 0001 3M02 606')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
  });

  it('rejects a wrong checksum, a typo or a malformed value', () => {
    expect(isValidIban('LU28 0019 4006 4475 0001')).toBe(false);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('LU2800194006')).toBe(false);
    expect(isValidIban('1234 5678 9012 3456')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('normalises and formats', () => {
    expect(normalizeIban(' lu28 0019 4006 4475 0000 ')).toBe('LU280019400644750000');
    expect(formatIban('LU280019400644750000')).toBe('LU28 0019 4006 4475 0000');
  });
});
