// Plausible Luxembourg identifiers with correct check digits, so validators accept the demo data.
import { luhnCheckDigit, verhoeffCheckDigit } from '../../../../src/domain/check-digits';

function mod97(digits: string): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}

/** A Luxembourg IBAN (LUkk BBBA AAAA AAAA AAAA) for a 3-digit bank code and a 13-character account. */
export function luxembourgIban(bankCode: string, account: string): string {
  const bban = `${bankCode}${account}`.toUpperCase();
  if (!/^\d{3}[0-9A-Z]{13}$/.test(bban)) throw new Error(`Not a Luxembourg BBAN: ${bban}`);
  // ISO 13616: move country + "00" to the end, letters to numbers (A=10 … Z=35), 98 - mod 97.
  const numeric = `${bban}LU00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  const check = String(98 - mod97(numeric)).padStart(2, '0');
  return `LU${check}${bban}`;
}

/**
 * The 13-digit Luxembourg national identification number (matricule): birth date YYYYMMDD, three
 * serial digits, then a Luhn and a Verhoeff check digit, both over the first eleven digits.
 */
export function luxembourgMatricule(birthDate: string, serial: string): string {
  const base = `${birthDate.replaceAll('-', '')}${serial}`;
  if (!/^\d{11}$/.test(base)) throw new Error(`Not a matricule base: ${base}`);
  return `${base}${luhnCheckDigit(base)}${verhoeffCheckDigit(base)}`;
}

/** A Luxembourg VAT number: LU + 6 digits + 2 check digits (the 6 digits modulo 89). */
export function luxembourgVat(sixDigits: string): string {
  if (!/^\d{6}$/.test(sixDigits)) throw new Error(`Not six digits: ${sixDigits}`);
  return `LU${sixDigits}${String(Number(sixDigits) % 89).padStart(2, '0')}`;
}
