import { firstOfMonth, MAX_FILE_YEAR, MIN_FILE_YEAR } from './file-name-date';
import { foldText } from './payroll-split-text';

// The pay period a page states: "Période : 11/2025", "Periode 11.2025", "Período: novembro de 2025",
// "Pay period November 2025", "Lohnabrechnung Dezember 2025". Only after a label or a payslip's
// title: a bare date on a payslip is as often the hiring date or a payment date.

const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    // fr, de, en, pt (accents folded: "février" → "fevrier", "März" → "marz", "março" → "marco")
    ['janvier', 'januar', 'janner', 'january', 'janeiro'],
    ['fevrier', 'februar', 'feber', 'february', 'fevereiro'],
    ['mars', 'marz', 'maerz', 'march', 'marco'],
    ['avril', 'april', 'abril'],
    ['mai', 'may', 'maio'],
    ['juin', 'juni', 'june', 'junho'],
    ['juillet', 'juli', 'july', 'julho'],
    ['aout', 'august', 'agosto'],
    ['septembre', 'september', 'setembro'],
    ['octobre', 'oktober', 'october', 'outubro'],
    ['novembre', 'november', 'novembro'],
    ['decembre', 'dezember', 'december', 'dezembro'],
  ].flatMap((names, index) => names.map((name) => [name, index + 1])),
);

const MONTH_NAME = `(${Object.keys(MONTHS).join('|')})`;
const LABEL =
  '(?:periode de paie|periode|pay period|period|periodo de pagamento|periodo|lohnperiode|abrechnungsperiode|abrechnungszeitraum|abrechnungsmonat|mois de paie|mois|monat|month|mes de referencia|mes)';
const TITLE =
  '(?:bulletin de (?:salaire|paie)|fiche de paie|lohnabrechnung|gehaltsabrechnung|entgeltabrechnung|payslip|pay slip|salary slip|recibo de vencimento|recibo de salario)';
const JOIN = '\\s*(?:[:\\-–—]|du mois de|for|fur|de|du)?\\s*';
const NUMERIC = '(\\d{1,2})\\s*[/.\\-]\\s*(\\d{4})(?![/.\\-]?\\d)';
const NAMED = `${MONTH_NAME}\\s*(?:de\\s+)?(\\d{4})(?!\\d)`;

const PATTERNS: readonly RegExp[] = [
  new RegExp(`(?<![a-z])${LABEL}${JOIN}${NUMERIC}`, 'g'),
  new RegExp(`(?<![a-z])(?:${LABEL}|${TITLE})${JOIN}${NAMED}`, 'g'),
];

function monthOf(token: string): number | null {
  if (/^\d+$/.test(token)) return Number(token);
  return MONTHS[token] ?? null;
}

/** 'YYYY-MM-01' for each period the text states (usually one). */
export function periodsInText(text: string): string[] {
  const folded = foldText(text).replace(/\s+/g, ' ');
  const found = new Set<string>();
  for (const pattern of PATTERNS) {
    for (const match of folded.matchAll(pattern)) {
      const month = monthOf(match[1] ?? '');
      const year = Number(match[2]);
      if (month === null || month < 1 || month > 12 || year < MIN_FILE_YEAR || year > MAX_FILE_YEAR) continue;
      found.add(firstOfMonth(year, month));
    }
  }
  return [...found];
}

/** Month names followed by a year anywhere in a short text (a file name: "Paie novembre 2025"). */
export function monthNamePeriods(text: string): string[] {
  const folded = foldText(text).replace(/[\s_-]+/g, ' ');
  const found = new Set<string>();
  for (const match of folded.matchAll(new RegExp(`(?<![a-z])${NAMED}`, 'g'))) {
    const month = monthOf(match[1] ?? '');
    const year = Number(match[2]);
    if (month !== null && year >= MIN_FILE_YEAR && year <= MAX_FILE_YEAR) found.add(firstOfMonth(year, month));
  }
  return [...found];
}

/** The one period of a set of pages, or null when they state none or disagree. */
export function singlePeriod(periods: readonly (readonly string[])[]): string | null {
  const all = new Set(periods.flat());
  return all.size === 1 ? ([...all][0] ?? null) : null;
}
