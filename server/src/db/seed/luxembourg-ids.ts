// Plausible Luxembourg identifiers with correct check digits, so validators accept the demo data.
// The check-digit rules are the portal's own (src/domain), so demo data and validation cannot disagree.
import { isValidIban } from '../../../../src/domain/iban';
import { buildLuMatricule } from '../../../../src/domain/lu-matricule';

/** A Luxembourg IBAN (LUkk BBBA AAAA AAAA AAAA) for a 3-digit bank code and a 13-character account. */
export function luxembourgIban(bankCode: string, account: string): string {
  const bban = `${bankCode}${account}`.toUpperCase();
  if (!/^\d{3}[0-9A-Z]{13}$/.test(bban)) throw new Error(`Not a Luxembourg BBAN: ${bban}`);
  // ISO 13616 check digits run from 02 to 98 and exactly one of them passes the domain's check.
  for (let check = 2; check <= 98; check++) {
    const iban = `LU${String(check).padStart(2, '0')}${bban}`;
    if (isValidIban(iban)) return iban;
  }
  throw new Error(`No check digits for ${bban}`);
}

/**
 * The 13-digit Luxembourg national identification number (matricule): birth date YYYYMMDD, three
 * serial digits, then the check digits of src/domain/lu-matricule.ts.
 */
export function luxembourgMatricule(birthDate: string, serial: string): string {
  if (!/^\d{4}-?\d{2}-?\d{2}$/.test(birthDate) || !/^\d{3}$/.test(serial)) throw new Error(`Not a matricule base: ${birthDate} ${serial}`);
  return buildLuMatricule(birthDate, Number(serial));
}

/** A Luxembourg VAT number: LU + 6 digits + 2 check digits (the 6 digits modulo 89). */
export function luxembourgVat(sixDigits: string): string {
  if (!/^\d{6}$/.test(sixDigits)) throw new Error(`Not six digits: ${sixDigits}`);
  return `LU${sixDigits}${String(Number(sixDigits) % 89).padStart(2, '0')}`;
}
