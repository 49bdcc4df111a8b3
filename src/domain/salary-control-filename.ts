import { parseFileNameDate, stripPdfExtension } from './file-name-date';

// Spec §5 "Salary-control file name": COMPANYCODE_MMYYYY.pdf, e.g. 1001_112025.pdf.

export type ParsedSalaryControlFileName = {
  companyCode: string | null;
  /** 'YYYY-MM-01' */
  date: string | null;
};

export function parseSalaryControlFileName(fileName: string): ParsedSalaryControlFileName {
  const parts = stripPdfExtension(fileName).split('_');
  if (parts.length !== 2) return { companyCode: null, date: null };
  const [companyCode = '', date = ''] = parts;
  return {
    companyCode: /^\d{1,6}$/.test(companyCode) ? companyCode : null,
    // Only the 6-digit form (2-digit month + year) is a salary-control date.
    date: parseFileNameDate(date, [6]),
  };
}

export type SalaryControlFileMatch = {
  data: { company: string | null; date: string; feedbackFg: string };
  locked: boolean;
  parsed: ParsedSalaryControlFileName;
};

/**
 * Locks company and date only when the company exists and the date is valid; otherwise, as for
 * salary files, the defaults apply (no company, the default date) and the user chooses.
 */
export function matchSalaryControlFile(
  fileName: string,
  findCompany: (companyCode: string) => string | null,
  defaultDate: string,
): SalaryControlFileMatch {
  const parsed = parseSalaryControlFileName(fileName);
  const company = parsed.companyCode !== null ? findCompany(parsed.companyCode) : null;
  if (company !== null && parsed.date !== null) {
    return { data: { company, date: parsed.date, feedbackFg: '' }, locked: true, parsed };
  }
  return { data: { company: null, date: defaultDate, feedbackFg: '' }, locked: false, parsed };
}
