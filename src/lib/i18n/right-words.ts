import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { EmployeeRoleFlags, UserFlag } from '@/domain/permissions';

// Every role flag said in plain words, for people who never saw the flag's name: My profile and
// the administrators' user inspection (issue #44: it showed `canManageHumanResources`).

// canSignInToApp is left out: everyone who can read this page has it.
export const USER_RIGHT_WORDS: Record<Exclude<UserFlag, 'canSignInToApp'>, MessageDescriptor> = {
  canAccessKeystone: msg`Open the manager`,
  canManageAccounts: msg`Manage companies and user accounts`,
  canManageRoles: msg`Change what people may do`,
  canManageAccounting: msg`Work on the accounting of every client company`,
  canManageTaxation: msg`Work on the taxation of every client company`,
  canManageHumanResources: msg`Work on HR and payroll of every client company`,
  canAccessAllCompanies: msg`See every client company, as the fiduciary’s staff`,
  canRemoveSalaryWorkflowDocument: msg`Remove salary-control documents`,
  canCreateContracts: msg`Create contracts`,
};

export const EMPLOYEE_RIGHT_WORDS: Record<keyof EmployeeRoleFlags, MessageDescriptor> = {
  canAccessFinance: msg`See and upload the company’s accounting documents`,
  canAccessTaxation: msg`See the company’s taxation`,
  canManageHumanResources: msg`Manage the company’s employees and their HR profiles`,
  canAccessSalaryWorkflow: msg`Review the company’s payroll before it is final`,
  canAccessCompanyCodes: msg`See the company’s identifiers (tax, RCS, VAT, NACE)`,
  canAccessCompanyContacts: msg`See the company’s persons in charge`,
};

/** Left out of USER_RIGHT_WORDS (everyone reading My profile has it), named where others are inspected. */
const SIGN_IN_RIGHT_WORDS = msg`Sign in to the portal`;

/** Any account flag in words. */
export function userRightWords(flag: UserFlag): MessageDescriptor {
  return flag === 'canSignInToApp' ? SIGN_IN_RIGHT_WORDS : USER_RIGHT_WORDS[flag];
}

/** The flags that are on, in the table's order. */
export function grantedRights<K extends string>(flags: Record<K, boolean>, words: Partial<Record<K, MessageDescriptor>>): MessageDescriptor[] {
  return (Object.keys(words) as K[]).flatMap((flag) => {
    const said = words[flag];
    return flags[flag] && said ? [said] : [];
  });
}
