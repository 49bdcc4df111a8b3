import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserFlag } from '@/domain/permissions';

/** What each user flag does, in one line: Keystone shows a bare checkbox; we say what it opens. */
export const USER_FLAG_TEXT: Record<UserFlag, { label: MessageDescriptor; explanation: MessageDescriptor }> = {
  canAccessKeystone: { label: msg`Manager access`, explanation: msg`Opens the manager (these screens).` },
  canSignInToApp: { label: msg`Can sign in`, explanation: msg`Allows signing in to the portal; turning it off ends their sessions at once.` },
  canManageAccounts: { label: msg`Manages accounts`, explanation: msg`Creates and edits companies and user accounts, and sees every company's contacts.` },
  canManageRoles: { label: msg`Manages roles`, explanation: msg`Gives and takes these role flags.` },
  canManageAccounting: { label: msg`Manages accounting`, explanation: msg`Reads and uploads the accounting documents of every company.` },
  canManageTaxation: { label: msg`Manages taxation`, explanation: msg`Opens taxation and the tax identifiers of every company.` },
  canManageHumanResources: { label: msg`Fiduciary HR and payroll`, explanation: msg`HR of every company: employees, salary slips, salary control and HR document types.` },
  canAccessAllCompanies: { label: msg`Administrator`, explanation: msg`Sees every company; reviews HR documents, inspects users, impersonates and reads the audit log.` },
  canRemoveSalaryWorkflowDocument: { label: msg`Removes salary-control documents`, explanation: msg`May delete a document from a salary-control workflow.` },
  canCreateContracts: { label: msg`Creates contracts`, explanation: msg`Reserved for contracts; no effect yet.` },
};
