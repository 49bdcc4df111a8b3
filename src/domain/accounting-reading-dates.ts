// Dates as documents print them: 14.03.2025, 14/03/2025, 2025-03-14, 14 mars 2025, 14. März 2025,
// March 14, 2025, 14 de março de 2025. Day first unless the year is: Europe's order.

const MONTHS: Record<string, number> = {};
const names: [number, string[]][] = [
  [1, ['janvier', 'janv', 'januar', 'jan', 'january', 'janeiro', 'jänner']],
  [2, ['février', 'fevrier', 'févr', 'fev', 'februar', 'feb', 'february', 'fevereiro']],
  [3, ['mars', 'märz', 'maerz', 'mär', 'mar', 'march', 'março', 'marco']],
  [4, ['avril', 'avr', 'april', 'apr', 'abril', 'abr']],
  [5, ['mai', 'may', 'maio']],
  [6, ['juin', 'juni', 'jun', 'june', 'junho']],
  [7, ['juillet', 'juil', 'juli', 'jul', 'july', 'julho']],
  [8, ['août', 'aout', 'august', 'aug', 'agosto', 'ago']],
  [9, ['septembre', 'sept', 'september', 'sep', 'setembro', 'set']],
  [10, ['octobre', 'oct', 'oktober', 'okt', 'october', 'outubro', 'out']],
  [11, ['novembre', 'nov', 'november', 'novembro']],
  [12, ['décembre', 'decembre', 'déc', 'dec', 'dezember', 'dez', 'december', 'dezembro']],
];
for (const [month, words] of names) for (const word of words) MONTHS[word] = month;

const MONTH_WORD = '([A-Za-zÀ-ÿ]{3,10})\\.?';
const PATTERNS: { pattern: RegExp; parts: (m: RegExpMatchArray) => [string, string | number, string] }[] = [
  { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, parts: (m) => [m[1] as string, m[2] as string, m[3] as string] },
  { pattern: /\b(\d{1,2})[./-](\d{1,2})[./-](\d{4})\b/g, parts: (m) => [m[3] as string, m[2] as string, m[1] as string] },
  { pattern: /\b(\d{1,2})[./-](\d{1,2})[./-](\d{2})\b(?![./-]?\d)/g, parts: (m) => [`20${m[3]}`, m[2] as string, m[1] as string] },
  { pattern: new RegExp(`\\b(\\d{1,2})(?:er)?\\.?\\s+(?:de\\s+)?${MONTH_WORD}\\s+(?:de\\s+)?(\\d{4})\\b`, 'giu'), parts: (m) => [m[3] as string, monthNumber(m[2]), m[1] as string] },
  { pattern: new RegExp(`\\b${MONTH_WORD}\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`, 'giu'), parts: (m) => [m[3] as string, monthNumber(m[1]), m[2] as string] },
];

function monthNumber(word: string | undefined): number {
  return MONTHS[(word ?? '').toLowerCase()] ?? 0;
}

/** 'YYYY-MM-DD' when the parts make a real calendar day, else null. */
export function isoDay(year: string | number, month: string | number, day: string | number): string | null {
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (!Number.isInteger(y) || y < 1990 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Every date in a line, in the order they appear. */
export function datesIn(line: string): string[] {
  const found: { index: number; iso: string }[] = [];
  const taken: [number, number][] = [];
  for (const { pattern, parts } of PATTERNS) {
    for (const match of line.matchAll(pattern)) {
      const start = match.index ?? 0;
      const end = start + match[0].length;
      if (taken.some(([a, b]) => start < b && end > a)) continue;
      const [y, m, d] = parts(match);
      const iso = isoDay(y, m, d);
      if (!iso) continue;
      taken.push([start, end]);
      found.push({ index: start, iso });
    }
  }
  return found.sort((a, b) => a.index - b.index).map((f) => f.iso);
}

/** An e-invoice's date: UBL's 'YYYY-MM-DD', CII's format 102 'YYYYMMDD'. */
export function parseXmlDate(text: string): string | null {
  const trimmed = text.trim();
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(trimmed);
  return match ? isoDay(match[1] as string, match[2] as string, match[3] as string) : null;
}
