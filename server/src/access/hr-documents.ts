import type { Row } from '../keystone/types';
import type { Scope } from './scope';

/** The employee themself or their company's HR (or a fiduciary admin) may upload and ask for removal. */
export function mayUploadHrDocumentFor(scope: Scope, employee: Row): boolean {
  return (
    scope.provider.allCompanies ||
    scope.employeeIds.includes(String(employee.id)) ||
    scope.companiesWith('canManageHumanResources').includes(String(employee.companyId))
  );
}

/** Documents uploaded by anyone but the fiduciary's admins wait for their review. */
export function hrUploadNeedsReview(scope: Scope): boolean {
  return !scope.provider.allCompanies;
}

/** Whoever may upload a document for the employee may ask for its removal; the fiduciary's admins always. */
export function mayRequestRemoval(scope: Scope, employee: Row | undefined): boolean {
  return scope.provider.allCompanies || (employee !== undefined && mayUploadHrDocumentFor(scope, employee));
}

/** Only the fiduciary, who decides on removals, withdraws a removal request. */
export function mayWithdrawRemovalRequest(scope: Scope): boolean {
  return scope.provider.allCompanies;
}

/** Approving an upload (needsReview → false, or back) is the fiduciary admins' review. */
export function mayReviewHrDocuments(scope: Scope): boolean {
  return scope.provider.allCompanies;
}
