import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InspectableList } from '@/domain/admin-lists';

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
