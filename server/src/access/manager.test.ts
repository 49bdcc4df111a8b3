import { describe, expect, it } from 'vitest';
import { fakeScope } from '../testing/fake-scope';
import { mayChangeUserFlag, mayManageAccounts, mayManageEmployeeRecords, mayManageHrDocumentTypes, removesOwnKeptFlag } from './manager';

describe('manager access', () => {
  it('account managers edit companies and accounts, and enable or disable sign-in, but not role flags', () => {
    const accounts = fakeScope({ canManageAccounts: true });
    expect(mayManageAccounts(accounts)).toBe(true);
    expect(mayChangeUserFlag(accounts, 'canSignInToApp')).toBe(true);
    expect(mayChangeUserFlag(accounts, 'canManageHumanResources')).toBe(false);
    expect(mayManageAccounts(fakeScope({ canAccessKeystone: true }))).toBe(false);
  });

  it('role flags need canManageRoles', () => {
    expect(mayChangeUserFlag(fakeScope({ canManageRoles: true }), 'canAccessAllCompanies')).toBe(true);
  });

  it('nobody removes their own canManageRoles, canAccessAllCompanies or sign-in; others may lose them', () => {
    const admin = fakeScope({ canManageRoles: true });
    expect(removesOwnKeptFlag(admin, 'user-1', { canManageRoles: false })).toBe(true);
    expect(removesOwnKeptFlag(admin, 'user-1', { canAccessAllCompanies: false })).toBe(true);
    expect(removesOwnKeptFlag(admin, 'user-1', { canManageTaxation: false })).toBe(false);
    expect(removesOwnKeptFlag(admin, 'user-2', { canManageRoles: false })).toBe(false);
  });

  it('employee records: account managers and the fiduciary’s HR; document types: the fiduciary’s HR only', () => {
    expect(mayManageEmployeeRecords(fakeScope({ canManageHumanResources: true }))).toBe(true);
    expect(mayManageEmployeeRecords(fakeScope({ canManageAccounts: true }))).toBe(true);
    expect(mayManageEmployeeRecords(fakeScope({}, [{ id: 'e', companyId: 'c', canManageHumanResources: true }]))).toBe(false);
    expect(mayManageHrDocumentTypes(fakeScope({ canManageHumanResources: true }))).toBe(true);
    expect(mayManageHrDocumentTypes(fakeScope({ canManageAccounts: true }))).toBe(false);
  });
});
