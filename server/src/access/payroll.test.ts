import { describe, expect, it } from 'vitest';
import { fakeScope } from '../testing/fake-scope';
import { mayCreateSalaryDocuments, mayCreateWorkflows, mayRemoveWorkflowDocument, mayReviewWorkflowDocument, reviewerCompanies } from './payroll';

describe('creating salary documents and salary controls', () => {
  it('is for the fiduciary’s payroll staff (hrSalaryAccess) only', () => {
    const payroll = fakeScope({ canManageHumanResources: true });
    expect(mayCreateSalaryDocuments(payroll)).toBe(true);
    expect(mayCreateWorkflows(payroll)).toBe(true);
  });

  it('is refused to company HR, accountants, and admins without the HR flag', () => {
    const refused = [
      fakeScope({}, [{ id: 'e-hr', companyId: 'A', canManageHumanResources: true, canAccessSalaryWorkflow: true }]),
      fakeScope({ canManageAccounting: true, canManageTaxation: true }),
      fakeScope({ canAccessAllCompanies: true }),
    ];
    for (const scope of refused) {
      expect(mayCreateSalaryDocuments(scope)).toBe(false);
      expect(mayCreateWorkflows(scope)).toBe(false);
    }
  });
});

describe('mayReviewWorkflowDocument', () => {
  it('is for the company’s salary-workflow reviewers and its HR', () => {
    expect(mayReviewWorkflowDocument(fakeScope({}, [{ id: 'e-1', companyId: 'A', canAccessSalaryWorkflow: true }]), 'A')).toBe(true);
    expect(mayReviewWorkflowDocument(fakeScope({}, [{ id: 'e-1', companyId: 'A', canManageHumanResources: true }]), 'A')).toBe(true);
  });

  it('is refused in another company, to plain employees and to the fiduciary, who does not review its own work', () => {
    expect(mayReviewWorkflowDocument(fakeScope({}, [{ id: 'e-1', companyId: 'A', canAccessSalaryWorkflow: true }]), 'B')).toBe(false);
    expect(mayReviewWorkflowDocument(fakeScope({}, [{ id: 'e-1', companyId: 'A' }]), 'A')).toBe(false);
    expect(mayReviewWorkflowDocument(fakeScope({ canManageHumanResources: true, canAccessAllCompanies: true }), 'A')).toBe(false);
  });
});

describe('reviewerCompanies', () => {
  it('lists each company once where the caller reviews or is HR, and no other', () => {
    const scope = fakeScope({}, [
      { id: 'e-1', companyId: 'A', canAccessSalaryWorkflow: true, canManageHumanResources: true },
      { id: 'e-2', companyId: 'B', canManageHumanResources: true },
      { id: 'e-3', companyId: 'C', canAccessFinance: true },
    ]);
    expect(reviewerCompanies(scope).sort()).toEqual(['A', 'B']);
  });
});

describe('mayRemoveWorkflowDocument', () => {
  it('is the user flag canRemoveSalaryWorkflowDocument, not payroll, HR or admin rights', () => {
    expect(mayRemoveWorkflowDocument(fakeScope({ canRemoveSalaryWorkflowDocument: true }))).toBe(true);
    expect(mayRemoveWorkflowDocument(fakeScope({ canManageHumanResources: true, canAccessAllCompanies: true }))).toBe(false);
    expect(mayRemoveWorkflowDocument(fakeScope({}, [{ id: 'e-1', companyId: 'A', canAccessSalaryWorkflow: true, canManageHumanResources: true }]))).toBe(false);
  });
});
