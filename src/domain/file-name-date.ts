// Date and name helpers shared by the salary and salary-control file-name parsers.

/** Years accepted in file names; anything outside is a typo, not a payroll period. */
export const MIN_FILE_YEAR = 1900;
export const MAX_FILE_YEAR = 2199;

/** 'YYYY-MM-01' for a month (1–12) of a year. */
export function firstOfMonth(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/**
 * Reads a date token of a file name: 4 digits = year (1 January), 5 digits = 1-digit month + year,
 * 6 digits = 2-digit month + year. Returns 'YYYY-MM-01', or null when the token is not a valid date.
 */
export function parseFileNameDate(token: string, allowedLengths: readonly number[] = [4, 5, 6]): string | null {
  if (!/^\d+$/.test(token) || !allowedLengths.includes(token.length)) return null;
  const year = Number(token.slice(-4));
  const month = token.length === 4 ? 1 : Number(token.slice(0, -4));
  if (month < 1 || month > 12) return null;
  if (year < MIN_FILE_YEAR || year > MAX_FILE_YEAR) return null;
  return firstOfMonth(year, month);
}

/** The base name without a trailing '.pdf' (any case); other extensions are kept, so they fail. */
export function stripPdfExtension(fileName: string): string {
  return fileName.replace(/\.pdf$/i, '');
}
