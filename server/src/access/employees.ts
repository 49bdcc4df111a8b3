import type { Row } from '../keystone/types';
import type { Scope } from './scope';

/** Company HR (employee canManageHumanResources there) or the fiduciary's HR staff and admins. */
export function isHrOf(scope: Scope, companyId: string): boolean {
  return scope.provider.allCompanies || scope.provider.humanResources || scope.companiesWith('canManageHumanResources').includes(companyId);
}

/** createCompanyEmployee: the company's HR adds its employees. */
export function mayAddEmployeeTo(scope: Scope, companyId: string): boolean {
  return isHrOf(scope, companyId);
}

/** updateHrProfile: the employee edits their own profile, and the company's HR every profile there. */
export function mayEditProfile(scope: Scope, employee: Row): boolean {
  return employee.userId === scope.userId || isHrOf(scope, String(employee.companyId));
}

/** decisions.md: bank details are never changed while an admin uses someone else's account. */
export function mayChangeBankDetails({ impersonating }: { impersonating: boolean }): boolean {
  return !impersonating;
}

/** mySessions and signOutEverywhere: only the account's owner, never while impersonating (decisions.md). */
export function mayManageOwnSessions({ impersonating }: { impersonating: boolean }): boolean {
  return !impersonating;
}
