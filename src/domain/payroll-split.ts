import { parseFileNameDate, stripPdfExtension } from './file-name-date';
import type { EmployeeIndex } from './payroll-split-employees';
import { readPageEvidence, type PageEvidence } from './payroll-split-evidence';
import { decidePage, type ConflictReason, type PageVerdict, type UnassignedReason } from './payroll-split-verdict';
import { monthNamePeriods, periodsInText, singlePeriod } from './payroll-split-period';
import { foldText } from './payroll-split-text';

// A whole payroll PDF, page by page: whom each page is for, and the slip of each employee
// (issue #45). The rules only: reading the PDF and writing the slips is the portal's.

export { buildEmployeeIndex, type EmployeeIndex, type SplitEmployee } from './payroll-split-employees';
export type { ConflictReason, UnassignedReason } from './payroll-split-verdict';

/** What is kept of a page once read: small, so 1,000 pages of it fit in memory and in IndexedDB. */
export type PageRead = { pageNumber: number; evidence: PageEvidence; periods: string[]; hasText: boolean };

export function readPage(pageNumber: number, text: string, index: EmployeeIndex): PageRead {
  return { pageNumber, evidence: readPageEvidence(text, index), periods: periodsInText(text), hasText: text.trim().length > 0 };
}

export type SplitSlip = { employeeId: string; pages: number[]; period: string | null };
export type PageLeft = { pageNumber: number; reason: UnassignedReason; candidates: readonly string[] };
export type PageInConflict = { pageNumber: number; reason: ConflictReason; named: readonly string[]; coded: readonly string[] };

export type SplitPlan = {
  slips: SplitSlip[];
  unassigned: PageLeft[];
  conflicts: PageInConflict[];
  /** The period of the whole file (its name, or the one every page states), null when unknown. */
  period: string | null;
};

/**
 * One slip per employee with all of their pages in order: a payroll export puts an employee's
 * pages together, and each page was identified on its own, so joining them is no guess.
 * `manual` holds the pages the user assigned by hand (page → employee id).
 */
export function planSplit(
  reads: readonly PageRead[],
  index: EmployeeIndex,
  companyId: string,
  options: { fileName?: string; manual?: ReadonlyMap<number, string>; removed?: ReadonlySet<number> } = {},
): SplitPlan {
  const period = (options.fileName ? periodFromFileName(options.fileName) : null) ?? singlePeriod(reads.map((r) => r.periods));
  const slips = new Map<string, SplitSlip & { periods: string[][] }>();
  const unassigned: PageLeft[] = [];
  const conflicts: PageInConflict[] = [];
  for (const read of reads) {
    if (options.removed?.has(read.pageNumber)) continue;
    const manual = options.manual?.get(read.pageNumber);
    const verdict: PageVerdict = manual ? { kind: 'assigned', employeeId: manual, by: [] } : decidePage(read.evidence, index, companyId);
    if (verdict.kind === 'unassigned') unassigned.push({ pageNumber: read.pageNumber, reason: verdict.reason, candidates: verdict.candidates });
    else if (verdict.kind === 'conflict') conflicts.push({ pageNumber: read.pageNumber, reason: verdict.reason, named: verdict.named, coded: verdict.coded });
    else {
      const slip = slips.get(verdict.employeeId) ?? { employeeId: verdict.employeeId, pages: [], period: null, periods: [] };
      slip.pages.push(read.pageNumber);
      slip.periods.push(read.periods);
      slips.set(verdict.employeeId, slip);
    }
  }
  return {
    slips: [...slips.values()].map(({ employeeId, pages, periods }) => ({
      employeeId,
      pages: [...pages].sort((a, b) => a - b),
      period: period ?? singlePeriod(periods),
    })),
    unassigned,
    conflicts,
    period,
  };
}

/** The company whose employees the pages name most: at least twice as often as any other, else null (the user chooses). */
export function likelyCompany(reads: readonly PageRead[], index: EmployeeIndex): string | null {
  const pagesOf = new Map<string, number>();
  for (const read of reads) {
    const companies = new Set(read.evidence.names.flatMap((n) => n.employeeIds.map((id) => index.byId.get(id)?.companyId ?? '')));
    for (const company of companies) if (company) pagesOf.set(company, (pagesOf.get(company) ?? 0) + 1);
  }
  const ranked = [...pagesOf.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || (second && second[1] * 2 > first[1])) return null;
  return first[0];
}

/** "Salaires_1001_112025.pdf", "payroll 2025-11.pdf", "Paie novembre 2025.pdf": the period its name states, if one. */
export function periodFromFileName(fileName: string): string | null {
  const base = foldText(stripPdfExtension(fileName));
  const found = new Set<string>();
  for (const token of base.split(/[^a-z0-9]+/)) {
    const date = token.length >= 5 ? parseFileNameDate(token, [5, 6]) : null;
    if (date) found.add(date);
  }
  for (const m of base.matchAll(/(?<!\d)(\d{4})[-_.](\d{2})(?!\d)/g)) {
    const date = parseFileNameDate(`${m[2]}${m[1]}`, [6]);
    if (date) found.add(date);
  }
  for (const period of monthNamePeriods(base)) found.add(period);
  return found.size === 1 ? ([...found][0] ?? null) : null;
}
