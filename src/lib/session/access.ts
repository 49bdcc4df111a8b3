import { computeRights, type Rights } from '@/domain/permissions';
import { selectEmployee, userContext, type UserContext } from '@/domain/user-context';
import type { SelectionState } from '@/lib/selection';
import type { CompanySummary } from './companies-query';
import type { Me, MeEmployee } from './me-query';

export type Access = {
  /** Companies this user may choose among. */
  companies: CompanySummary[];
  company: CompanySummary | null;
  /** The selected employee's id (any employee for provider staff). */
  employeeId: string | null;
  /** The user's own employee record when the selected employee is theirs. */
  ownEmployee: MeEmployee | null;
  rights: Rights;
  context: UserContext;
};

function ownCompanies(me: Me): CompanySummary[] {
  const byId = new Map<string, CompanySummary>();
  for (const e of me.employees) byId.set(e.company.id, e.company);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What the user may reach right now: spec §4 selection rules applied to the stored choice, and the
 * rights of spec §6 for the selected company and the user's own employee record there.
 * `allCompanies` is only needed (and only readable) for users with canAccessAllCompanies.
 */
export function resolveAccess(me: Me, selection: SelectionState, allCompanies: CompanySummary[] | null): Access {
  const canAccessAllCompanies = me.role.canAccessAllCompanies;
  const employees = me.employees;
  const companies = canAccessAllCompanies && allCompanies ? allCompanies : ownCompanies(me);
  const company = companies.find((c) => c.id === selection.companyId) ?? companies[0] ?? null;
  const employeeId = selectEmployee({
    canAccessAllCompanies,
    employees: employees.map((e) => ({ id: e.id, companyId: e.company.id })),
    companyId: company?.id ?? null,
    remembered: selection.remembered,
    requestedId: null,
  });
  const ownEmployee = employees.find((e) => e.id === employeeId) ?? null;
  const selectedCompany = ownEmployee ? ownEmployee.company : company;
  const rights = computeRights(me.role, ownEmployee?.role ?? null, selectedCompany);
  const context = userContext({
    employee: employeeId ? { company: ownEmployee?.company ?? company } : null,
    company: selectedCompany,
  });
  return { companies, company: selectedCompany, employeeId, ownEmployee, rights, context };
}
