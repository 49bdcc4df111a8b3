// Amounts as documents print them, in the portal's four languages and Switzerland's:
// 1.234,56 · 1 234,56 · 1,234.56 · 1'234.50 · 1234.56 · -12,00. Always with two decimals: a receipt's
// total has cents, and a bare number on a page is more often a quantity, a year or a reference.

const GROUP = "[ .,'\u00a0\u202f\u2019]";
/** One amount token: grouped thousands or not, then a decimal comma or point and two digits. */
const AMOUNT_PATTERN = new RegExp(`(?<![\\d.,])-?(?:\\d{1,3}(?:${GROUP}\\d{3})+|\\d+)[.,]\\d{2}(?!\\d|[.,]\\d)`, 'g');

/** The whole text one amount: compiled once, as every amount found on a page is checked against it. */
const WHOLE_AMOUNT = new RegExp(`^${AMOUNT_PATTERN.source}$`);

/** '1.234,56' → '1234.56'; null when the text is not one amount with two decimals. */
export function parseAmount(text: string): string | null {
  const trimmed = text.trim().replace(/^[-−–]\s*/, '-');
  if (!WHOLE_AMOUNT.test(trimmed)) return null;
  const negative = trimmed.startsWith('-');
  const digits = trimmed.replace(/^-/, '');
  const whole = digits.slice(0, -3).replace(/\D/g, '');
  const cents = digits.slice(-2);
  const value = `${whole.replace(/^0+(?=\d)/, '') || '0'}.${cents}`;
  return negative && value !== '0.00' ? `-${value}` : value;
}

/** Every amount in a line of text, left to right. */
export function amountsIn(line: string): string[] {
  return [...line.matchAll(AMOUNT_PATTERN)].map((match) => parseAmount(match[0])).filter((amount): amount is string => amount !== null);
}

/** Amount strings to cents, for sums that must not drift (net + VAT = total). */
export function toCents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal as an XML e-invoice writes it ('1234.5', '1234.567') to the reader's form, '1234.50'. */
export function normalizeDecimal(text: string): string | null {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  return fromCents(Math.round(Number(trimmed) * 100));
}
