// The registry of lists. It imports each folder's list.ts, not its index: the mutations import this
// registry, and going through the index would make the two modules wait on each other.
import type { Lists } from '../keystone/where';
import { accountingDocumentList } from './accounting-document/list';
import { auditEventList } from './audit-event/list';
import { companyExtraTypeDefs, companyList } from './company/list';
import { companyEmployeeExtraTypeDefs, companyEmployeeList } from './company-employee/list';
import { hrDocumentList, hrDocumentTypeList } from './hr-document/list';
import { hrMessageList } from './hr-message/list';
import { hrSalaryList } from './hr-salary/list';
import { hrSalaryWorkflowDocumentList, hrSalaryWorkflowList } from './hr-salary-workflow/list';
import { userExtraTypeDefs, userList } from './user/list';

export const lists: Lists = {
  User: userList,
  Company: companyList,
  CompanyEmployee: companyEmployeeList,
  HrSalary: hrSalaryList,
  AccountingDocument: accountingDocumentList,
  HrDocumentType: hrDocumentTypeList,
  HrDocument: hrDocumentList,
  HrSalaryWorkflow: hrSalaryWorkflowList,
  HrSalaryWorkflowDocument: hrSalaryWorkflowDocumentList,
  AuditEvent: auditEventList,
  HrMessage: hrMessageList,
};

export const listExtraTypeDefs = [userExtraTypeDefs, companyExtraTypeDefs, companyEmployeeExtraTypeDefs].join('\n\n');
