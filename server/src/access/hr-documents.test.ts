import { describe, expect, it } from 'vitest';
import { fakeScope } from '../testing/fake-scope';
import { hrUploadNeedsReview, mayDeleteHrDocuments, mayRequestRemoval, mayReviewHrDocuments, mayUploadHrDocumentFor, mayWithdrawRemovalRequest } from './hr-documents';

const own = { id: 'e-1', companyId: 'A', isHiddenInHr: false };
const colleague = { id: 'e-2', companyId: 'A', isHiddenInHr: false };
const elsewhere = { id: 'e-3', companyId: 'B', isHiddenInHr: false };
const hiddenColleague = { id: 'e-4', companyId: 'A', isHiddenInHr: true };
const employee = fakeScope({}, [{ id: 'e-1', companyId: 'A' }]);
const hrOfA = fakeScope({}, [{ id: 'e-hr', companyId: 'A', canManageHumanResources: true }]);
const admin = fakeScope({ canAccessAllCompanies: true });
const providerHr = fakeScope({ canManageHumanResources: true });
const accountant = fakeScope({ canManageAccounting: true });

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

  it('is never company HR’s for an employee hidden in HR; the employee themself and the admins keep it', () => {
    expect(mayUploadHrDocumentFor(hrOfA, hiddenColleague)).toBe(false);
    expect(mayRequestRemoval(hrOfA, hiddenColleague)).toBe(false);
    expect(mayWithdrawRemovalRequest(hrOfA, hiddenColleague, { requestedRemoval: true })).toBe(false);
    // A row read without isHiddenInHr counts as hidden.
    expect(mayUploadHrDocumentFor(hrOfA, { id: 'e-5', companyId: 'A' })).toBe(false);
    const hiddenSelf = fakeScope({}, [{ id: 'e-4', companyId: 'A' }]);
    expect(mayUploadHrDocumentFor(hiddenSelf, hiddenColleague)).toBe(true);
    expect(mayRequestRemoval(hiddenSelf, hiddenColleague)).toBe(true);
    expect(mayUploadHrDocumentFor(admin, hiddenColleague)).toBe(true);
  });

  it('makes uploads wait for review unless the fiduciary’s staff upload (the shared reachesEveryCompany rule)', () => {
    expect(hrUploadNeedsReview(employee)).toBe(true);
    expect(hrUploadNeedsReview(hrOfA)).toBe(true);
    expect(hrUploadNeedsReview(providerHr)).toBe(false);
    expect(hrUploadNeedsReview(accountant)).toBe(false);
    expect(hrUploadNeedsReview(admin)).toBe(false);
  });
});

describe('withdrawing a removal request', () => {
  const open = { requestedRemoval: true };
  const reviewed = { requestedRemoval: false };
  it('the requester side may undo an open request, never a reviewed one; admins always', () => {
    expect(mayWithdrawRemovalRequest(employee, own, open)).toBe(true);
    expect(mayWithdrawRemovalRequest(employee, own, reviewed)).toBe(false);
    expect(mayWithdrawRemovalRequest(employee, colleague, open)).toBe(false);
    expect(mayWithdrawRemovalRequest(hrOfA, colleague, open)).toBe(true);
    expect(mayWithdrawRemovalRequest(hrOfA, elsewhere, open)).toBe(false);
    expect(mayWithdrawRemovalRequest(providerHr, own, open)).toBe(false);
    expect(mayWithdrawRemovalRequest(admin, undefined, reviewed)).toBe(true);
  });
});

describe('the fiduciary’s review', () => {
  it('only admins approve, decline and delete documents', () => {
    for (const scope of [employee, hrOfA, providerHr, accountant]) {
      expect(mayReviewHrDocuments(scope)).toBe(false);
      expect(mayDeleteHrDocuments(scope)).toBe(false);
    }
    expect(mayReviewHrDocuments(admin)).toBe(true);
    expect(mayDeleteHrDocuments(admin)).toBe(true);
  });
});
