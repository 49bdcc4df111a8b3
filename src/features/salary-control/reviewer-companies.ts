import type { EmployeeRoleFlags } from '@/domain/permissions';

/**
 * The companies whose salary controls this user reviews: where their employee record has
 * canAccessSalaryWorkflow or canManageHumanResources (decisions.md), as the API decides it.
 */
export function reviewerCompanyIds(employees: readonly { company: { id: string }; role: EmployeeRoleFlags }[]): string[] {
  return [...new Set(employees.filter((e) => e.role.canAccessSalaryWorkflow || e.role.canManageHumanResources).map((e) => e.company.id))];
}
