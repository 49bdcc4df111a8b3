import { describe, expect, it } from 'vitest';
import { isValidCompanyCode, isValidCompanyIdentifier, normalizeCompanyIdentifier } from './company-identifiers';

describe('company identifiers', () => {
  it('accepts the demo companies’ identifiers and empty values', () => {
    expect(isValidCompanyIdentifier('taxId', '20142401873')).toBe(true);
    expect(isValidCompanyIdentifier('rcsId', 'B187452')).toBe(true);
    expect(isValidCompanyIdentifier('vatId', 'LU26145865')).toBe(true);
    expect(isValidCompanyIdentifier('naceId', 'C31.09')).toBe(true);
    expect(isValidCompanyIdentifier('vatId', '')).toBe(true);
  });

  it('accepts grouping spaces and small letters, refuses wrong formats and check digits', () => {
    expect(isValidCompanyIdentifier('vatId', 'lu 2614 5865')).toBe(true);
    expect(isValidCompanyIdentifier('vatId', 'LU26145866')).toBe(false);
    expect(isValidCompanyIdentifier('taxId', '1814240187')).toBe(false);
    expect(isValidCompanyIdentifier('rcsId', 'B1234567')).toBe(false);
    expect(isValidCompanyIdentifier('naceId', 'Z31.09')).toBe(false);
    expect(normalizeCompanyIdentifier(' b 187 452 ')).toBe('B187452');
  });

  it('takes company codes of 1 to 6 digits', () => {
    expect(isValidCompanyCode('1001')).toBe(true);
    expect(isValidCompanyCode('1234567')).toBe(false);
    expect(isValidCompanyCode('10a1')).toBe(false);
  });
});
