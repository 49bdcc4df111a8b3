import { describe, expect, it } from 'vitest';
import { fakeScope } from '../testing/fake-scope';
import { mayFollowAccountingDocuments, mayUploadAccountingDocument } from './accounting';

describe('mayUploadAccountingDocument', () => {
  it('lets finance of the company and the fiduciary’s accountants upload any type', () => {
    const finance = fakeScope({}, [{ id: 'e-1', companyId: 'A', canAccessFinance: true }]);
    expect(mayUploadAccountingDocument(finance, 'A', 'purchase_invoice')).toBe(true);
    expect(mayUploadAccountingDocument(finance, 'B', 'purchase_invoice')).toBe(false);
    expect(mayUploadAccountingDocument(fakeScope({ canManageAccounting: true }), 'B', 'bank_statement')).toBe(true);
  });

  it('lets taxation of the company and the fiduciary’s tax staff upload tax documents only', () => {
    const taxation = fakeScope({}, [{ id: 'e-1', companyId: 'A', canAccessTaxation: true }]);
    const taxStaff = fakeScope({ canManageTaxation: true });
    expect(mayUploadAccountingDocument(taxation, 'A', 'tax')).toBe(true);
    expect(mayUploadAccountingDocument(taxation, 'A', 'receipt')).toBe(false);
    expect(mayUploadAccountingDocument(taxation, 'B', 'tax')).toBe(false);
    expect(mayUploadAccountingDocument(taxStaff, 'B', 'tax')).toBe(true);
    expect(mayUploadAccountingDocument(taxStaff, 'B', 'sales_invoice')).toBe(false);
  });

  it('refuses HR and plain employees', () => {
    expect(mayUploadAccountingDocument(fakeScope({}, [{ id: 'e-1', companyId: 'A', canManageHumanResources: true }]), 'A', 'tax')).toBe(false);
    expect(mayUploadAccountingDocument(fakeScope({ canManageHumanResources: true }), 'A', 'other')).toBe(false);
  });
});

describe('mayFollowAccountingDocuments', () => {
  it('lets finance or taxation of the company and the fiduciary’s accountants and tax staff record a look', () => {
    expect(mayFollowAccountingDocuments(fakeScope({}, [{ id: 'e-1', companyId: 'A', canAccessFinance: true }]), 'A')).toBe(true);
    expect(mayFollowAccountingDocuments(fakeScope({}, [{ id: 'e-1', companyId: 'A', canAccessTaxation: true }]), 'A')).toBe(true);
    expect(mayFollowAccountingDocuments(fakeScope({ canManageAccounting: true }), 'B')).toBe(true);
    expect(mayFollowAccountingDocuments(fakeScope({ canManageTaxation: true }), 'B')).toBe(true);
  });

  it('refuses another company’s finance, HR and plain employees', () => {
    expect(mayFollowAccountingDocuments(fakeScope({}, [{ id: 'e-1', companyId: 'A', canAccessFinance: true }]), 'B')).toBe(false);
    expect(mayFollowAccountingDocuments(fakeScope({}, [{ id: 'e-1', companyId: 'A', canManageHumanResources: true }]), 'A')).toBe(false);
    expect(mayFollowAccountingDocuments(fakeScope({ canManageHumanResources: true }), 'A')).toBe(false);
  });
});
