import type { SalaryType } from './enums';
import { parseFileNameDate, stripPdfExtension } from './file-name-date';

// Spec §5 "Salary file name": TYPE_COMPANYCODE_USERCODE_DATE.pdf, e.g. Sal_1001_12_112025.pdf.

export type ParsedSalaryFileName = {
  type: SalaryType | null;
  companyCode: string | null;
  userCode: string | null;
  /** 'YYYY-MM-01' (or 'YYYY-01-01' for a year-only date). */
  date: string | null;
};

/**
 * Type tokens are matched case-insensitively: payroll exports write 'Sal' but people rename files
 * by hand ('SAL', 'certificat-travail-u1'), and a wrong case is no reason to lose the auto-match.
 * The match stays exact otherwise (no prefixes, no spaces), so an unknown token gives null.
 */
const TYPE_TOKENS: Readonly<Record<string, SalaryType>> = {
  sal: 'slip',
  certificat: 'compensation',
  'certificat-travail': 'work',
  'certificat-travail-u1': 'worku1',
};

/** The token for each type as payroll software writes it, used to build names (tests, hints). */
export const SALARY_TYPE_TOKENS: Readonly<Record<SalaryType, string>> = {
  slip: 'Sal',
  compensation: 'Certificat',
  work: 'Certificat-travail',
  worku1: 'Certificat-travail-U1',
};

function parseType(token: string): SalaryType | null {
  if (token.length < 3 || token.length > 25) return null;
  return TYPE_TOKENS[token.toLowerCase()] ?? null;
}

function parseCompanyCode(token: string): string | null {
  return /^\d{1,6}$/.test(token) ? token : null;
}

function parseUserCode(token: string): string | null {
  return /^\d{1,6}(?:-\d+)?$/.test(token) ? token : null;
}

/**
 * Reads each of the four parts on its own, so the upload screen can say which part is wrong.
 * A name without exactly four underscore-separated parts yields nothing.
 */
export function parseSalaryFileName(fileName: string): ParsedSalaryFileName {
  const parts = stripPdfExtension(fileName).split('_');
  if (parts.length !== 4) return { type: null, companyCode: null, userCode: null, date: null };
  const [type = '', companyCode = '', userCode = '', date = ''] = parts;
  return {
    type: parseType(type),
    companyCode: parseCompanyCode(companyCode),
    userCode: parseUserCode(userCode),
    date: parseFileNameDate(date),
  };
}

export type SalaryFileMatch = {
  data: { type: SalaryType; date: string; employee: string | null };
  locked: boolean;
  parsed: ParsedSalaryFileName;
};

/**
 * Spec §5, read literally: the name fills the fields and locks them only when type, employee and
 * date are all valid; otherwise every field gets its default (slip, the default date, no employee)
 * and the user fills them by hand. Half-trusting a name that is partly wrong would prefill values
 * nobody checked. `parsed` is returned so the screen can point at the faulty part.
 */
export function matchSalaryFile(
  fileName: string,
  findEmployee: (companyCode: string, userCode: string) => string | null,
  defaultDate: string,
): SalaryFileMatch {
  const parsed = parseSalaryFileName(fileName);
  const employee =
    parsed.companyCode !== null && parsed.userCode !== null
      ? findEmployee(parsed.companyCode, parsed.userCode)
      : null;
  if (parsed.type !== null && parsed.date !== null && employee !== null) {
    return { data: { type: parsed.type, date: parsed.date, employee }, locked: true, parsed };
  }
  return { data: { type: 'slip', date: defaultDate, employee: null }, locked: false, parsed };
}
