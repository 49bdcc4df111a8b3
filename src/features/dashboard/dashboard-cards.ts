import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Access, Me } from '@/lib/session';
import type { DashboardCountsInput } from './dashboard-counts-query';

export type NavTarget =
  | '/hr/profile'
  | '/hr/salaries'
  | '/hr/documents'
  | '/accounting'
  | '/taxation'
  | '/salary-control'
  | '/documents-review'
  | '/inspect-user-id'
  | '/my-profile';

export type CountKey = 'salaries' | 'hrDocuments' | 'accountingDocuments' | 'taxDocuments' | 'salaryWorkflows' | 'employees';

export type DashboardCardSpec = {
  key: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  to: NavTarget;
  count?: CountKey;
};

/** The areas this user can reach right now (spec §6), in the order people use them. */
export function dashboardCards(me: Me, access: Access): DashboardCardSpec[] {
  const { rights } = access;
  const hasEmployee = access.employeeId !== null && access.employeeId !== '';
  const cards: DashboardCardSpec[] = [];
  if (hasEmployee) {
    cards.push(
      { key: 'profile', title: msg`HR profile`, description: msg`Personal, contact, bank and employment details.`, to: '/hr/profile' },
      { key: 'salaries', title: msg`Salaries`, description: msg`Salary slips and certificates.`, to: '/hr/salaries', count: 'salaries' },
    );
    if (rights.hrEnabled) {
      cards.push({ key: 'hr-documents', title: msg`HR documents`, description: msg`Identity papers, permits, diplomas and other documents.`, to: '/hr/documents', count: 'hrDocuments' });
    }
  }
  if (rights.hr && access.company) {
    cards.push({ key: 'employees', title: msg`Employees`, description: msg`Active employees of the selected company.`, to: '/hr/profile', count: 'employees' });
  }
  if (rights.finance && access.company) {
    cards.push({ key: 'accounting', title: msg`Accounting`, description: msg`Invoices, bank statements and receipts of the company.`, to: '/accounting', count: 'accountingDocuments' });
  }
  if (rights.taxation && access.company) {
    cards.push({ key: 'taxation', title: msg`Taxation`, description: msg`Tax documents and identifiers of the company.`, to: '/taxation', count: 'taxDocuments' });
  }
  if (rights.hrSalaryAccess) {
    cards.push({ key: 'salary-control', title: msg`Salary control`, description: msg`Salary-control workflows sent to the company for review.`, to: '/salary-control', count: access.company ? 'salaryWorkflows' : undefined });
  }
  if (me.role.canAccessAllCompanies) {
    if (rights.hrEnabled) {
      cards.push({ key: 'documents-review', title: msg`Documents review`, description: msg`HR documents waiting for approval.`, to: '/documents-review' });
    }
    cards.push({ key: 'inspection', title: msg`User inspection`, description: msg`See the portal as a given user sees it.`, to: '/inspect-user-id' });
  }
  if (cards.length === 0) {
    cards.push({ key: 'my-profile', title: msg`My profile`, description: msg`Your account and interface language.`, to: '/my-profile' });
  }
  return cards;
}

/** Variables for the counts query: only the counts of the cards shown are requested. */
export function countsInput(cards: DashboardCardSpec[], access: Access): DashboardCountsInput {
  const wanted = new Set(cards.map((c) => c.count));
  return {
    employeeId: access.employeeId || '0',
    companyId: access.company?.id ?? '0',
    withEmployee: wanted.has('salaries'),
    withHrDocuments: wanted.has('hrDocuments'),
    withFinance: wanted.has('accountingDocuments'),
    withTaxation: wanted.has('taxDocuments'),
    withWorkflows: wanted.has('salaryWorkflows'),
    withEmployees: wanted.has('employees'),
  };
}
