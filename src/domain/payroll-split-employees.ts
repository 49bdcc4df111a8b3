import { normalizeLuMatricule } from './lu-matricule';
import { nameWords, wordSetKey } from './payroll-split-text';

// The employees a payroll PDF is matched against: every employee the user can see, of every
// company, so a page naming someone of another company is recognised as such (and not assigned).

export type SplitEmployee = {
  id: string;
  companyId: string;
  code: string | null;
  /** As the directory writes it ("Marie Weber"). */
  name: string;
  /** From the HR profile, where there is one: another spelling of the same person. */
  firstName?: string | null;
  lastName?: string | null;
  /** Luxembourg social-security matricule from the HR profile (13 digits), where there is one. */
  matricule?: string | null;
};

export type EmployeeIndex = {
  byId: ReadonlyMap<string, SplitEmployee>;
  /** Word-set key of a name → employees of that name (homonyms share a key). */
  byName: ReadonlyMap<string, readonly string[]>;
  /** The word counts names have, longest first (a window of each is read on the page). */
  nameLengths: readonly number[];
  byCompanyCode: ReadonlyMap<string, string>;
  byMatricule: ReadonlyMap<string, string>;
};

/** Codes compare without leading zeros: payroll software pads "12" to "0012". */
export function normalizeCode(code: string): string {
  const [main = '', ...rest] = code.trim().split('-');
  return [main.replace(/^0+(?=\d)/, ''), ...rest].join('-');
}

export const companyCodeKey = (companyId: string, code: string) => `${companyId}|${normalizeCode(code)}`;

/**
 * A name is matched only with two words or more: one word ("Martin") is too often a street,
 * a town or a first name of someone else to identify anybody.
 */
function nameVariants(employee: SplitEmployee): string[][] {
  const variants = [nameWords(employee.name)];
  if (employee.firstName && employee.lastName) variants.push(nameWords(`${employee.firstName} ${employee.lastName}`));
  return variants.filter((words) => words.length >= 2);
}

export function buildEmployeeIndex(employees: readonly SplitEmployee[]): EmployeeIndex {
  const byId = new Map<string, SplitEmployee>();
  const byName = new Map<string, string[]>();
  const lengths = new Set<number>();
  const byCompanyCode = new Map<string, string>();
  const byMatricule = new Map<string, string>();
  for (const employee of employees) {
    byId.set(employee.id, employee);
    for (const words of nameVariants(employee)) {
      const key = wordSetKey(words);
      const ids = byName.get(key) ?? [];
      if (!ids.includes(employee.id)) ids.push(employee.id);
      byName.set(key, ids);
      lengths.add(words.length);
    }
    if (employee.code) byCompanyCode.set(companyCodeKey(employee.companyId, employee.code), employee.id);
    if (employee.matricule) byMatricule.set(normalizeLuMatricule(employee.matricule), employee.id);
  }
  return { byId, byName, nameLengths: [...lengths].sort((a, b) => b - a), byCompanyCode, byMatricule };
}
