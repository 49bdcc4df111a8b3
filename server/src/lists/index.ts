import type { Lists } from '../keystone/where';
import { accountingDocumentList } from './accounting-document';
import { auditEventList } from './audit-event';
import { companyExtraTypeDefs, companyList } from './company';
import { companyEmployeeExtraTypeDefs, companyEmployeeList } from './company-employee';
import { hrDocumentList, hrDocumentTypeList } from './hr-document';
import { hrSalaryList } from './hr-salary';
import { hrSalaryWorkflowDocumentList, hrSalaryWorkflowList, workflowExtraTypeDefs } from './hr-salary-workflow';
import { userExtraTypeDefs, userList } from './user';

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
};

export const listExtraTypeDefs = [userExtraTypeDefs, companyExtraTypeDefs, companyEmployeeExtraTypeDefs, workflowExtraTypeDefs].join('\n\n');
