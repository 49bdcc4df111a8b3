import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EmployeeRoleFlag, UserFlag } from '@/domain/permissions';

// The one vocabulary of the role flags (issue #44): every screen that shows a flag takes its words
// from here — the manager's switches and columns, My profile, the user inspection, the record
// inspection — so a flag cannot be called one thing on one screen and another elsewhere, and
// never by its stored name (`canManageHumanResources`). Each flag has
// - `name`: a short name, for a column, a switch's label or a badge;
// - `does`: what it lets its holder do, in plain words (the switch's description, My profile's
//   list of rights, the reasons of the user inspection).

export type FlagWords = { name: MessageDescriptor; does: MessageDescriptor };

export const USER_FLAG_WORDS: Record<UserFlag, FlagWords> = {
  canAccessKeystone: { name: msg`Manager access`, does: msg`Open the manager` },
  canSignInToApp: { name: msg`Can sign in`, does: msg`Sign in to the portal` },
  canManageAccounts: { name: msg`Manages accounts`, does: msg`Manage companies and user accounts` },
  canManageRoles: { name: msg`Manages roles`, does: msg`Change what people may do` },
  canManageAccounting: { name: msg`Manages accounting`, does: msg`Work on the accounting of every client company` },
  canManageTaxation: { name: msg`Manages taxation`, does: msg`Work on the taxation of every client company` },
  canManageHumanResources: { name: msg`Fiduciary HR and payroll`, does: msg`Work on HR and payroll of every client company` },
  canAccessAllCompanies: {
    name: msg`Administrator`,
    does: msg`See every client company, review HR documents, inspect and impersonate users and read the audit log`,
  },
  canRemoveSalaryWorkflowDocument: { name: msg`Removes salary-control documents`, does: msg`Remove salary-control documents` },
  canCreateContracts: { name: msg`Creates contracts`, does: msg`Create contracts (no effect yet)` },
};

export const EMPLOYEE_FLAG_WORDS: Record<EmployeeRoleFlag, FlagWords> = {
  canAccessFinance: { name: msg`Finance`, does: msg`See and upload the company’s accounting documents` },
  canAccessTaxation: { name: msg`Taxation`, does: msg`See the company’s taxation` },
  canManageHumanResources: { name: msg`Company HR`, does: msg`Manage the company’s employees and their HR profiles` },
  canAccessSalaryWorkflow: { name: msg`Salary control`, does: msg`Review the company’s payroll before it is final` },
  canAccessCompanyCodes: { name: msg`Company identifiers`, does: msg`See the company’s identifiers (tax, RCS, VAT, NACE)` },
  canAccessCompanyContacts: { name: msg`Company contacts`, does: msg`See the company’s persons in charge` },
};

/** The flags that are on, in the table's order. */
export function grantedFlags<K extends string>(flags: Record<K, boolean>, words: Record<K, FlagWords>): K[] {
  return (Object.keys(words) as K[]).filter((flag) => flags[flag]);
}
