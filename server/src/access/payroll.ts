import type { Scope } from './scope';

/** Salary documents are created by the fiduciary's payroll staff only (hrSalaryAccess). */
export function mayCreateSalaryDocuments(scope: Scope): boolean {
  return scope.provider.hrSalaryAccess;
}

/**
 * Salary controls and their documents (first versions, corrections and replies) come from the
 * fiduciary's payroll staff only; the company's reviewers are read-only for creation.
 */
export function mayCreateWorkflows(scope: Scope): boolean {
  return scope.provider.hrSalaryAccess;
}

/** The companies whose payroll this caller reviews: where they are salary-workflow reviewer or HR. */
export function reviewerCompanies(scope: Scope): string[] {
  return [...new Set([...scope.companiesWith('canAccessSalaryWorkflow'), ...scope.companiesWith('canManageHumanResources')])];
}

/** The client company reviews its payroll: its salary-workflow reviewers and its HR. */
export function mayReviewWorkflowDocument(scope: Scope, companyId: string): boolean {
  return reviewerCompanies(scope).includes(companyId);
}

/**
 * Deleting a salary-control document is the user flag canRemoveSalaryWorkflowDocument's (spec §3),
 * for documents the caller may read (the mutation finds them through the list's read access).
 */
export function mayRemoveWorkflowDocument(scope: Scope): boolean {
  return scope.userFlags.canRemoveSalaryWorkflowDocument;
}
