import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INSPECTABLE_LISTS, type InspectableList } from '@/domain/admin-lists';

// The portal's lists as the administrators' tools name them: in words, not the API's list names
// (issue #44: "User · …"). The list name stays in the address (/inspect-admin/User).
export const LIST_WORDS: Record<InspectableList, MessageDescriptor> = {
  User: msg`Users`,
  Company: msg`Companies`,
  CompanyEmployee: msg`Employee records`,
  HrSalary: msg`Salary documents`,
  AccountingDocument: msg`Accounting documents`,
  HrDocumentType: msg`HR document types`,
  HrDocument: msg`HR documents`,
  HrSalaryWorkflow: msg`Salary controls`,
  HrSalaryWorkflowDocument: msg`Salary-control documents`,
  AuditEvent: msg`Audit events`,
};

/** The lists as a select's choices (the list filter of the records and of the audit log). */
export function listChoices(i18n: I18n): { value: InspectableList; label: string }[] {
  return INSPECTABLE_LISTS.map((value) => ({ value, label: i18n._(LIST_WORDS[value]) }));
}
