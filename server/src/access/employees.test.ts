import { describe, expect, it } from 'vitest';
import { fakeScope } from '../testing/fake-scope';
import { mayAddEmployeeTo, mayChangeBankDetails, mayEditProfile, mayManageOwnSessions } from './employees';

const hrOfA = fakeScope({}, [{ id: 'e-hr', companyId: 'A', canManageHumanResources: true }]);
const plainOfA = fakeScope({}, [{ id: 'e-1', companyId: 'A' }]);

describe('mayAddEmployeeTo', () => {
  it('lets the company’s HR, the fiduciary’s HR staff and admins add employees', () => {
    expect(mayAddEmployeeTo(hrOfA, 'A')).toBe(true);
    expect(mayAddEmployeeTo(fakeScope({ canManageHumanResources: true }), 'A')).toBe(true);
    expect(mayAddEmployeeTo(fakeScope({ canAccessAllCompanies: true }), 'A')).toBe(true);
  });

  it('refuses HR of another company, plain employees and accountants', () => {
    expect(mayAddEmployeeTo(hrOfA, 'B')).toBe(false);
    expect(mayAddEmployeeTo(plainOfA, 'A')).toBe(false);
    expect(mayAddEmployeeTo(fakeScope({ canManageAccounting: true, canManageTaxation: true }), 'A')).toBe(false);
  });
});

describe('mayEditProfile', () => {
  it('lets an employee edit their own profile, and only theirs', () => {
    expect(mayEditProfile(plainOfA, { userId: 'user-1', companyId: 'A' })).toBe(true);
    expect(mayEditProfile(plainOfA, { userId: 'someone-else', companyId: 'A' })).toBe(false);
  });

  it('lets HR edit the profiles of its company, not of another', () => {
    expect(mayEditProfile(hrOfA, { userId: 'someone-else', companyId: 'A' })).toBe(true);
    expect(mayEditProfile(hrOfA, { userId: 'someone-else', companyId: 'B' })).toBe(false);
  });
});

describe('mayChangeBankDetails', () => {
  it('allows it to the account’s owner, not through impersonation', () => {
    expect(mayChangeBankDetails({ impersonating: false })).toBe(true);
    expect(mayChangeBankDetails({ impersonating: true })).toBe(false);
  });
});

describe('mayManageOwnSessions', () => {
  it('allows it to the account’s owner, not through impersonation', () => {
    expect(mayManageOwnSessions({ impersonating: false })).toBe(true);
    expect(mayManageOwnSessions({ impersonating: true })).toBe(false);
  });
});
