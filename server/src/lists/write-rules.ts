// Every list's declared write rules, as docs/access-rules.md lists them. The mutations import their
// list's rules directly; this registry is for the people reading them.
import type { WriteRules } from '../access/write-rules';
import { accountingDocumentsSeenWrites, accountingDocumentWrites, accountingReadingWrites } from './accounting-document/access';
import { companyWrites } from './company/access';
import { companyEmployeeWrites } from './company-employee/access';
import { hrDocumentTypeWrites, hrDocumentWrites } from './hr-document/access';
import { hrMessageWrites, hrThreadReadWrites } from './hr-message/access';
import { hrSalaryWrites } from './hr-salary/access';
import { workflowDocumentWrites, workflowWrites } from './hr-salary-workflow/access';
import { userWrites } from './user/access';
import { notificationReadWrites, pushSubscriptionWrites } from './user/notification-access';

export const writeRuleSets: readonly { title: string; rules: WriteRules }[] = [
  { title: 'User', rules: userWrites },
  { title: 'User: the devices that receive their pushes', rules: pushSubscriptionWrites },
  { title: 'User: the read marks of their notification centre', rules: notificationReadWrites },
  { title: 'Company', rules: companyWrites },
  { title: 'CompanyEmployee', rules: companyEmployeeWrites },
  { title: 'HrSalary', rules: hrSalaryWrites },
  { title: 'AccountingDocument', rules: accountingDocumentWrites },
  { title: 'AccountingDocument: the caller\'s "seen" mark', rules: accountingDocumentsSeenWrites },
  { title: 'AccountingDocument: what was read in it, confirmed or corrected', rules: accountingReadingWrites },
  { title: 'HrDocumentType', rules: hrDocumentTypeWrites },
  { title: 'HrDocument', rules: hrDocumentWrites },
  { title: 'HrSalaryWorkflow', rules: workflowWrites },
  { title: 'HrSalaryWorkflowDocument', rules: workflowDocumentWrites },
  { title: 'HrMessage', rules: hrMessageWrites },
  { title: 'HrMessage: the caller\'s read mark on a thread', rules: hrThreadReadWrites },
];
