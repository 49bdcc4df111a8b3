import { describe, expect, it } from 'vitest';
import { fakeScope } from '../testing/fake-scope';
import { isHrOfEmployee, mayAddEmployeeTo, mayChangeBankDetails, mayEditProfile } from './employees';

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
  const visible = { isHiddenInHr: false };
  it('lets an employee edit their own profile, and only theirs', () => {
    expect(mayEditProfile(plainOfA, { userId: 'user-1', companyId: 'A', ...visible })).toBe(true);
    expect(mayEditProfile(plainOfA, { userId: 'someone-else', companyId: 'A', ...visible })).toBe(false);
  });

  it('lets HR edit the profiles of its company, not of another', () => {
    expect(mayEditProfile(hrOfA, { userId: 'someone-else', companyId: 'A', ...visible })).toBe(true);
    expect(mayEditProfile(hrOfA, { userId: 'someone-else', companyId: 'B', ...visible })).toBe(false);
  });

  it('keeps company HR off a hidden employee’s profile; the employee and the fiduciary’s HR staff keep it', () => {
    const hidden = { userId: 'user-1', companyId: 'A', isHiddenInHr: true };
    expect(mayEditProfile(hrOfA, { ...hidden, userId: 'someone-else' })).toBe(false);
    expect(mayEditProfile(plainOfA, hidden)).toBe(true);
    expect(mayEditProfile(fakeScope({ canManageHumanResources: true }), { ...hidden, userId: 'someone-else' })).toBe(true);
  });
});

describe('isHrOfEmployee', () => {
  it('is company HR for a visible employee only, and counts a row without isHiddenInHr as hidden', () => {
    expect(isHrOfEmployee(hrOfA, { companyId: 'A', isHiddenInHr: false })).toBe(true);
    expect(isHrOfEmployee(hrOfA, { companyId: 'A', isHiddenInHr: true })).toBe(false);
    expect(isHrOfEmployee(hrOfA, { companyId: 'A' })).toBe(false);
    expect(isHrOfEmployee(hrOfA, { companyId: 'B', isHiddenInHr: false })).toBe(false);
    expect(isHrOfEmployee(fakeScope({ canAccessAllCompanies: true }), { companyId: 'B', isHiddenInHr: true })).toBe(true);
    expect(isHrOfEmployee(fakeScope({ canManageHumanResources: true }), { companyId: 'B', isHiddenInHr: true })).toBe(true);
  });
});

describe('mayChangeBankDetails', () => {
  it('allows it to the account’s owner, not through impersonation', () => {
    expect(mayChangeBankDetails({ impersonating: false })).toBe(true);
    expect(mayChangeBankDetails({ impersonating: true })).toBe(false);
  });
});
