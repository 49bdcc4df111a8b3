// The lists /inspect-admin/{name}/{id?} opens: {name} is the Keystone list name (docs/decisions/admin-tools.md).
export const INSPECTABLE_LISTS = [
  'User',
  'Company',
  'CompanyEmployee',
  'HrSalary',
  'AccountingDocument',
  'HrDocumentType',
  'HrDocument',
  'HrSalaryWorkflow',
  'HrSalaryWorkflowDocument',
  'AuditEvent',
] as const;
export type InspectableList = (typeof INSPECTABLE_LISTS)[number];

export function isInspectableList(name: string): name is InspectableList {
  return (INSPECTABLE_LISTS as readonly string[]).includes(name);
}
