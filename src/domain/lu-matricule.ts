import { luhnCheckDigit, verhoeffCheckDigit } from './check-digits';
import { isValidCalendarDay } from './calendar-day';

/**
 * Luxembourg national identification number (matricule), 13 digits: birth date YYYYMMDD, a 3-digit
 * serial, a Luhn check digit over the first 11 digits, then a Verhoeff check digit over the same
 * first 11 digits (OECD "Luxembourg TIN" sheet; confirmed against published valid numbers such as
 * 1983081246785 and 1994092874550). Spaces, dots and hyphens people type are ignored.
 */
export function normalizeLuMatricule(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

export function isValidLuMatricule(value: string): boolean {
  const digits = normalizeLuMatricule(value);
  if (!/^\d{13}$/.test(digits)) return false;
  const birthDate = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
  if (!isValidCalendarDay(birthDate)) return false;
  const first11 = digits.slice(0, 11);
  return luhnCheckDigit(first11) === Number(digits[11]) && verhoeffCheckDigit(first11) === Number(digits[12]);
}

/** Builds a valid matricule from a birth date and serial (seeding demo data, tests). */
export function buildLuMatricule(birthDate: string, serial: number): string {
  const first11 = birthDate.replaceAll('-', '') + String(serial).padStart(3, '0');
  return `${first11}${luhnCheckDigit(first11)}${verhoeffCheckDigit(first11)}`;
}
