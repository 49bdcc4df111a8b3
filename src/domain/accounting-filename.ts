import { MAX_FILE_YEAR, MIN_FILE_YEAR } from './file-name-date';

// Accounting files come from scanners, banks and phones, named every which way. A date in the name
// is the document's date more often than the file's own (a scan made weeks later), so it wins.

function isoDay(year: number, month: number, day: number): string | null {
  if (year < MIN_FILE_YEAR || year > MAX_FILE_YEAR || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

const PATTERNS: { pattern: RegExp; read: (m: RegExpExecArray) => [number, number, number] }[] = [
  // 2025-03-14, 2025_03_14, 2025.03.14, 20250314 (also inside IMG_20250314_101500.jpg). One
  // separator throughout: in Extrait_2025-03_24 the 24 is a statement number, not a day.
  { pattern: /(?<!\d)(\d{4})([-_.]?)(\d{2})\2(\d{2})(?!\d)/, read: (m) => [Number(m[1]), Number(m[3]), Number(m[4])] },
  // 14.03.2025, 14-03-2025, 14_03_2025 (day first, as in Luxembourg)
  { pattern: /(?<!\d)(\d{2})([-_.])(\d{2})\2(\d{4})(?!\d)/, read: (m) => [Number(m[4]), Number(m[3]), Number(m[1])] },
  // 2025-03, also before another number (Extrait_2025-03_4) → the first of the month
  { pattern: /(?<!\d)(\d{4})([-_.])(\d{2})(?!\d)(?!\2\d)/, read: (m) => [Number(m[1]), Number(m[3]), 1] },
];

/** The first valid date a file name holds, as 'YYYY-MM-DD', or null. */
export function dateFromFileName(fileName: string): string | null {
  const base = fileName.replace(/\.[a-z0-9]{1,5}$/i, '');
  for (const { pattern, read } of PATTERNS) {
    const match = pattern.exec(base);
    if (!match) continue;
    const date = isoDay(...read(match));
    if (date) return date;
  }
  return null;
}

/** The staged date of an accounting file: from its name when it holds one, else the file's own date (local day). */
export function accountingFileDate(file: { name: string; lastModified: number }): string {
  const named = dateFromFileName(file.name);
  if (named) return named;
  const modified = new Date(file.lastModified);
  return isoDay(modified.getFullYear(), modified.getMonth() + 1, modified.getDate()) ?? modified.toISOString().slice(0, 10);
}
