// Why a user holds each right of spec §6, per company, in data the admin tools put into words:
// derived from permissions.ts, so the explanation cannot differ from what the portal computes.
import { computeRights, type EmployeeRoleFlag, type EmployeeRoleFlags, type Rights, type UserFlag, type UserFlags } from './permissions';

export type ExplainedRight = 'finance' | 'taxation' | 'hr' | 'hrSalaryAccess' | 'salaryWorkflowReview' | 'companyCodes' | 'companyContacts';

/** The flags that can give each right, in the order of the rules in permissions.ts. */
const SOURCES: Record<ExplainedRight, { user: UserFlag[]; employee: EmployeeRoleFlag[] }> = {
  finance: { user: ['canManageAccounting'], employee: ['canAccessFinance'] },
  taxation: { user: ['canManageTaxation'], employee: ['canAccessTaxation'] },
  hr: { user: ['canManageHumanResources'], employee: ['canManageHumanResources'] },
  hrSalaryAccess: { user: ['canManageHumanResources'], employee: [] },
  salaryWorkflowReview: { user: [], employee: ['canAccessSalaryWorkflow', 'canManageHumanResources'] },
  companyCodes: { user: [], employee: ['canAccessCompanyCodes'] },
  companyContacts: { user: ['canManageAccounts'], employee: ['canAccessCompanyContacts'] },
};

export const EXPLAINED_RIGHTS = Object.keys(SOURCES) as ExplainedRight[];

export type RightReason = { source: 'user' | 'employee'; flag: UserFlag | EmployeeRoleFlag };
export type RightExplanation = { right: ExplainedRight; companyId: string | null; because: RightReason[] };

type Employment = { companyId: string; role: EmployeeRoleFlags; company: { hrEnabled: boolean } };

function reasonsFor(right: ExplainedRight, user: UserFlags, employee: EmployeeRoleFlags | null): RightReason[] {
  const { user: userFlags, employee: employeeFlags } = SOURCES[right];
  return [
    ...userFlags.filter((flag) => user[flag]).map((flag): RightReason => ({ source: 'user', flag })),
    ...employeeFlags.filter((flag) => employee?.[flag]).map((flag): RightReason => ({ source: 'employee', flag })),
  ];
}

/**
 * Each right the user holds, and why: first those held in every company by user flags (companyId
 * null), then those an employee record adds in its company. Rights the user lacks are left out.
 */
export function explainRights(user: UserFlags, employments: readonly Employment[]): RightExplanation[] {
  const everywhere = computeRights(user, null, null);
  const explained: RightExplanation[] = EXPLAINED_RIGHTS.filter((right) => everywhere[right as keyof Rights]).map((right) => ({
    right,
    companyId: null,
    because: reasonsFor(right, user, null),
  }));
  for (const employment of employments) {
    const rights = computeRights(user, employment.role, employment.company);
    for (const right of EXPLAINED_RIGHTS) {
      if (!rights[right as keyof Rights] || everywhere[right as keyof Rights]) continue;
      explained.push({ right, companyId: employment.companyId, because: reasonsFor(right, user, employment.role) });
    }
  }
  return explained;
}
