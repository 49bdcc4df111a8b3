import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EmployeeRoleFlag } from '@/domain/permissions';

export const EMPLOYEE_FLAG_TEXT: Record<EmployeeRoleFlag, { label: MessageDescriptor; explanation: MessageDescriptor }> = {
  canAccessFinance: { label: msg`Finance`, explanation: msg`Reads and uploads the company's accounting documents.` },
  canAccessTaxation: { label: msg`Taxation`, explanation: msg`Opens the company's taxation area.` },
  canManageHumanResources: { label: msg`Company HR`, explanation: msg`Manages the company's employees, profiles and HR documents.` },
  canAccessSalaryWorkflow: { label: msg`Salary control`, explanation: msg`Reviews the company's salary-control documents.` },
  canAccessCompanyCodes: { label: msg`Company identifiers`, explanation: msg`Sees the company's tax, RCS, VAT and NACE identifiers.` },
  canAccessCompanyContacts: { label: msg`Company contacts`, explanation: msg`Sees the fiduciary's persons in charge of the company.` },
};

/** The record's own switches: visibility, archive and the employee's notification settings. */
export const EMPLOYEE_SWITCHES = [
  'isArchived',
  'isHiddenInHr',
  'hrDocumentNotification',
  'settingWantsSalaryWorkflowNotification',
  'settingWantsAccountingNotification',
  'settingWantsHRSalariesNotification',
  'settingHrDocumentsDisabled',
] as const;
export type EmployeeSwitch = (typeof EMPLOYEE_SWITCHES)[number];

export const EMPLOYEE_SWITCH_TEXT: Record<EmployeeSwitch, MessageDescriptor> = {
  isArchived: msg`Archived`,
  isHiddenInHr: msg`Hidden in HR lists`,
  hrDocumentNotification: msg`Notify about HR documents`,
  settingWantsSalaryWorkflowNotification: msg`Notify about salary control`,
  settingWantsAccountingNotification: msg`Notify about accounting documents`,
  settingWantsHRSalariesNotification: msg`Notify about salary documents`,
  settingHrDocumentsDisabled: msg`HR documents turned off`,
};
