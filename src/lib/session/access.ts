import type { Reach } from '@/domain/areas';
import { computeRights, reachesEveryCompany, type Rights } from '@/domain/permissions';
import { selectEmployee, userContext, type UserContext } from '@/domain/user-context';
import type { SelectionState } from '@/lib/selection';
import type { CompanySummary } from './companies-query';
import type { Me, MeEmployee } from './me-query';

export type Access = {
  /** Companies this user may choose among: exactly those the API lets them act on. */
  companies: CompanySummary[];
  company: CompanySummary | null;
  /** The selected employee's id (any employee of the company for those with employeeChoice). */
  employeeId: string | null;
  /** The user's own employee record in the selected company, whose role flags give the rights. */
  ownEmployee: MeEmployee | null;
  rights: Rights;
  context: UserContext;
};

function ownCompanies(me: Me): CompanySummary[] {
  const byId = new Map<string, CompanySummary>();
  for (const e of me.employees) byId.set(e.company.id, e.company);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether this user works on every client company and so needs the full company list. */
export function needsAllCompanies(me: Me): boolean {
  return reachesEveryCompany(me.role);
}

/**
 * What the user may reach right now: spec §4 selection rules applied to the stored choice, and the
 * rights of spec §6 for the selected company and the user's own employee record there.
 * `allCompanies` is only needed (and only readable) for users who reach every company.
 */
export function resolveAccess(me: Me, selection: SelectionState, allCompanies: CompanySummary[] | null): Access {
  const employees = me.employees;
  const companies = needsAllCompanies(me) && allCompanies ? allCompanies : ownCompanies(me);
  const company = companies.find((c) => c.id === selection.companyId) ?? companies[0] ?? null;
  // The rights come from the user's own record in the chosen company, whoever is selected.
  const ownRecord = (companyId: string | undefined) => employees.find((e) => e.company.id === companyId) ?? null;
  const rightsHere = computeRights(me.role, ownRecord(company?.id)?.role ?? null, company);
  const employeeId = selectEmployee({
    choosesFreely: rightsHere.employeeChoice,
    employees: employees.map((e) => ({ id: e.id, companyId: e.company.id })),
    companyId: company?.id ?? null,
    remembered: selection.remembered,
    requestedId: null,
  });
  const selectedOwn = employees.find((e) => e.id === employeeId);
  const selectedCompany = selectedOwn ? selectedOwn.company : company;
  const ownEmployee = selectedOwn ?? ownRecord(selectedCompany?.id);
  const rights = computeRights(me.role, ownEmployee?.role ?? null, selectedCompany);
  const context = userContext({
    employee: employeeId ? { company: selectedCompany } : null,
    company: selectedCompany,
  });
  return { companies, company: selectedCompany, employeeId, ownEmployee, rights, context };
}

/** What the areas table's rules look at (src/domain/areas.ts), for this user and selection. */
export function reachOf(me: Me, access: Access): Reach {
  return { user: me.role, rights: access.rights, hasEmployee: Boolean(access.employeeId), hasCompany: access.company !== null };
}
