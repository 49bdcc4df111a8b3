import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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
