import { describe, expect, it } from 'vitest';
import { isValidIban } from '../../../../src/domain/iban';
import { isValidLuMatricule } from '../../../../src/domain/lu-matricule';
import { luxembourgIban, luxembourgMatricule, luxembourgVat } from './luxembourg-ids';

describe('Luxembourg identifiers', () => {
  it('builds IBANs the checksum accepts, matching a published example', () => {
    expect(luxembourgIban('001', '9400644750000')).toBe('LU280019400644750000');
    expect(isValidIban(luxembourgIban('002', '1234567890123'))).toBe(true);
  });

  it('builds matricules with both check digits, matching published valid numbers', () => {
    expect(luxembourgMatricule('1983-08-12', '467')).toBe('1983081246785');
    expect(luxembourgMatricule('1994-09-28', '745')).toBe('1994092874550');
    expect(isValidLuMatricule(luxembourgMatricule('1990-04-12', '047'))).toBe(true);
  });

  it('builds VAT numbers whose last two digits are the first six modulo 89', () => {
    expect(luxembourgVat('150274')).toBe('LU15027442');
  });
});
