import { hrUploadNeedsReview as uploadNeedsReview } from '../../../src/domain/permissions';
import type { Row } from '../keystone/types';
import type { Scope } from './scope';

/**
 * The employee themself or their company's HR (or a fiduciary admin) may upload and ask for removal;
 * company HR never for an employee hidden in HR (a row without isHiddenInHr counts as hidden).
 */
export function mayUploadHrDocumentFor(scope: Scope, employee: Row): boolean {
  return (
    scope.provider.allCompanies ||
    scope.employeeIds.includes(String(employee.id)) ||
    (employee.isHiddenInHr === false && scope.companiesWith('canManageHumanResources').includes(String(employee.companyId)))
  );
}

/** The shared rule of src/domain/permissions.ts: the fiduciary's staff need no review. */
export function hrUploadNeedsReview(scope: Scope): boolean {
  return uploadNeedsReview(scope.userFlags);
}

/** Whoever may upload a document for the employee may ask for its removal; the fiduciary's admins always. */
export function mayRequestRemoval(scope: Scope, employee: Row | undefined): boolean {
  return scope.provider.allCompanies || (employee !== undefined && mayUploadHrDocumentFor(scope, employee));
}

/**
 * Withdrawing a removal request: the fiduciary (who decides on it) always; the people who may ask for
 * removal while their request is still open, so a request sent by mistake can be undone until it
 * has been reviewed.
 */
export function mayWithdrawRemovalRequest(scope: Scope, employee: Row | undefined, document: { requestedRemoval: unknown }): boolean {
  if (scope.provider.allCompanies) return true;
  return document.requestedRemoval === true && mayRequestRemoval(scope, employee);
}

/** Approving or declining an upload or a removal request is the fiduciary admins' review. */
export function mayReviewHrDocuments(scope: Scope): boolean {
  return scope.provider.allCompanies;
}

/** Deleting a document (and its file) is the fiduciary admins' decision, taken in the review inbox. */
export function mayDeleteHrDocuments(scope: Scope): boolean {
  return scope.provider.allCompanies;
}
