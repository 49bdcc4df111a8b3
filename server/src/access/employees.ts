import type { Row } from '../keystone/types';
import type { Scope } from './scope';

/** Company HR (employee canManageHumanResources there) or the fiduciary's HR staff and admins. */
export function isHrOf(scope: Scope, companyId: string): boolean {
  return scope.provider.allCompanies || scope.provider.humanResources || scope.companiesWith('canManageHumanResources').includes(companyId);
}

/**
 * HR of this employee: the fiduciary's HR staff and admins, or the HR of the employee's company
 * unless the employee is hidden in HR (decisions.md: hidden from company HR with everything of
 * theirs). A row without isHiddenInHr counts as hidden: a partial read never opens the record.
 */
export function isHrOfEmployee(scope: Scope, employee: Row): boolean {
  if (scope.provider.allCompanies || scope.provider.humanResources) return true;
  return employee.isHiddenInHr === false && scope.companiesWith('canManageHumanResources').includes(String(employee.companyId));
}

/** createCompanyEmployee: the company's HR adds its employees. */
export function mayAddEmployeeTo(scope: Scope, companyId: string): boolean {
  return isHrOf(scope, companyId);
}

/** updateHrProfile: the employee edits their own profile, and the company's HR every profile there but hidden ones. */
export function mayEditProfile(scope: Scope, employee: Row): boolean {
  return employee.userId === scope.userId || isHrOfEmployee(scope, employee);
}

/** decisions.md: bank details are never changed while an admin uses someone else's account. */
export function mayChangeBankDetails({ impersonating }: { impersonating: boolean }): boolean {
  return !impersonating;
}

