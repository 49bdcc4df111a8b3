import type { Scope } from './scope';

/** Salary documents are created by the fiduciary's payroll staff only (hrSalaryAccess). */
export function mayCreateSalaryDocuments(scope: Scope): boolean {
  return scope.provider.hrSalaryAccess;
}

/** Salary controls and their documents come from the fiduciary's payroll staff only. */
export function mayCreateWorkflows(scope: Scope): boolean {
  return scope.provider.hrSalaryAccess;
}

/** The client company reviews its payroll: its salary-workflow reviewers and its HR. */
export function mayReviewWorkflowDocument(scope: Scope, companyId: string): boolean {
  return scope.companiesWith('canAccessSalaryWorkflow').includes(companyId) || scope.companiesWith('canManageHumanResources').includes(companyId);
}
