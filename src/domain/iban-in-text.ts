import { isValidIban, normalizeIban } from './iban';

const CANDIDATE = /\b([A-Z]{2}\d{2}(?:\s?[A-Z0-9]{1,4}){3,8})/g;

/**
 * The valid IBANs in a line (mod 97): printed in groups of four, sometimes run into the next word,
 * so each candidate is tried shorter until its check digits hold.
 */
export function ibansIn(line: string): string[] {
  const found: string[] = [];
  for (const match of line.toUpperCase().matchAll(CANDIDATE)) {
    const compact = normalizeIban(match[1] as string);
    for (let length = Math.min(compact.length, 34); length >= 15; length--) {
      const iban = compact.slice(0, length);
      if (isValidIban(iban)) {
        found.push(iban);
        break;
      }
    }
  }
  return found;
}
