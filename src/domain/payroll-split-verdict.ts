import { companyCodeKey, type EmployeeIndex } from './payroll-split-employees';
import type { PageEvidence } from './payroll-split-evidence';

// Whom a page is for, decided from what it says (page-evidence.ts). Never a guess: a page is
// assigned only when it names exactly one employee of the company and nothing on it disagrees.

export type UnassignedReason =
  /** No employee's name on it (a cover page, a summary, a page without a header). */
  | 'no-employee'
  /** Names of several employees (a summary page, a list). */
  | 'several-employees'
  /** Names only employees of another company. */
  | 'other-company'
  /** One name that several employees of the company bear, and no code or matricule to tell them apart. */
  | 'homonyms';

export type ConflictReason =
  /** The code on the page belongs to another employee than the name. */
  | 'code-mismatch'
  /** The code on the page belongs to no employee of the company. */
  | 'unknown-code'
  /** Several employee codes on one page. */
  | 'several-codes'
  /** The matricule on the page belongs to another employee than the name or the code. */
  | 'matricule-mismatch';

export type PageVerdict =
  | { kind: 'assigned'; employeeId: string; by: readonly ('name' | 'code' | 'matricule')[] }
  | { kind: 'unassigned'; reason: UnassignedReason; candidates: readonly string[] }
  | { kind: 'conflict'; reason: ConflictReason; named: readonly string[]; coded: readonly string[] };

export function decidePage(evidence: PageEvidence, index: EmployeeIndex, companyId: string): PageVerdict {
  const inCompany = (id: string) => index.byId.get(id)?.companyId === companyId;
  const companyNames = evidence.names.map((n) => n.employeeIds.filter(inCompany)).filter((ids) => ids.length > 0);
  const foreignNamed = evidence.names.some((n) => !n.employeeIds.some(inCompany));
  const foreignMatricule = evidence.matriculeEmployeeIds.some((id) => !inCompany(id));
  const foreign = foreignNamed || foreignMatricule;

  if (companyNames.length === 0) {
    const candidates = evidence.names.flatMap((n) => n.employeeIds);
    return { kind: 'unassigned', reason: foreign ? 'other-company' : 'no-employee', candidates };
  }
  const named = companyNames[0] ?? [];
  if (companyNames.length > 1 || foreign) {
    return { kind: 'unassigned', reason: 'several-employees', candidates: [...new Set(companyNames.flat())] };
  }

  let chosen: string | null = null;
  const by: ('name' | 'code' | 'matricule')[] = ['name'];
  const coded: string[] = [];
  if (evidence.codes.length > 1) return { kind: 'conflict', reason: 'several-codes', named, coded };
  const code = evidence.codes[0];
  if (code !== undefined) {
    const id = index.byCompanyCode.get(companyCodeKey(companyId, code));
    if (id === undefined) return { kind: 'conflict', reason: 'unknown-code', named, coded };
    coded.push(id);
    if (!named.includes(id)) return { kind: 'conflict', reason: 'code-mismatch', named, coded };
    chosen = id;
    by.push('code');
  }
  const matricules = evidence.matriculeEmployeeIds;
  if (matricules.length > 1) return { kind: 'conflict', reason: 'matricule-mismatch', named, coded: [...coded, ...matricules] };
  const matricule = matricules[0];
  if (matricule !== undefined) {
    if (!named.includes(matricule) || (chosen !== null && chosen !== matricule)) {
      return { kind: 'conflict', reason: 'matricule-mismatch', named, coded: [...coded, matricule] };
    }
    chosen = matricule;
    by.push('matricule');
  }
  if (chosen === null) {
    if (named.length > 1) return { kind: 'unassigned', reason: 'homonyms', candidates: named };
    chosen = named[0] ?? null;
  }
  return chosen === null ? { kind: 'unassigned', reason: 'no-employee', candidates: [] } : { kind: 'assigned', employeeId: chosen, by };
}
