import { describe, expect, it } from 'vitest';
import { fakeScope } from '../testing/fake-scope';
import { hrUploadNeedsReview, mayRequestRemoval, mayReviewHrDocuments, mayUploadHrDocumentFor, mayWithdrawRemovalRequest } from './hr-documents';

const own = { id: 'e-1', companyId: 'A' };
const colleague = { id: 'e-2', companyId: 'A' };
const elsewhere = { id: 'e-3', companyId: 'B' };
const employee = fakeScope({}, [{ id: 'e-1', companyId: 'A' }]);
const hrOfA = fakeScope({}, [{ id: 'e-hr', companyId: 'A', canManageHumanResources: true }]);
const admin = fakeScope({ canAccessAllCompanies: true });
const providerHr = fakeScope({ canManageHumanResources: true });

describe('uploading and asking for removal', () => {
  it('is for the employee themself, their company’s HR and the fiduciary’s admins', () => {
    expect(mayUploadHrDocumentFor(employee, own)).toBe(true);
    expect(mayUploadHrDocumentFor(employee, colleague)).toBe(false);
    expect(mayUploadHrDocumentFor(hrOfA, colleague)).toBe(true);
    expect(mayUploadHrDocumentFor(hrOfA, elsewhere)).toBe(false);
    expect(mayUploadHrDocumentFor(admin, elsewhere)).toBe(true);
    // The fiduciary's HR staff read salaries, but HR documents belong to the company and its admins.
    expect(mayUploadHrDocumentFor(providerHr, own)).toBe(false);
    expect(mayRequestRemoval(employee, own)).toBe(true);
    expect(mayRequestRemoval(hrOfA, elsewhere)).toBe(false);
    expect(mayRequestRemoval(admin, undefined)).toBe(true);
    expect(mayRequestRemoval(employee, undefined)).toBe(false);
  });

  it('makes uploads wait for review unless a fiduciary admin uploads', () => {
    expect(hrUploadNeedsReview(employee)).toBe(true);
    expect(hrUploadNeedsReview(hrOfA)).toBe(true);
    expect(hrUploadNeedsReview(providerHr)).toBe(true);
    expect(hrUploadNeedsReview(admin)).toBe(false);
  });
});

describe('the fiduciary’s review', () => {
  it('only admins approve documents and withdraw removal requests', () => {
    for (const scope of [employee, hrOfA, providerHr]) {
      expect(mayReviewHrDocuments(scope)).toBe(false);
      expect(mayWithdrawRemovalRequest(scope)).toBe(false);
    }
    expect(mayReviewHrDocuments(admin)).toBe(true);
    expect(mayWithdrawRemovalRequest(admin)).toBe(true);
  });
});
