import { describe, expect, it } from 'vitest';
import { fakeScope } from '../testing/fake-scope';

describe('createScope', () => {
  it('derives the fiduciary-wide rights from the user flags, as the portal’s rights table does', () => {
    expect(fakeScope({ canManageHumanResources: true }).provider).toMatchObject({ humanResources: true, hrSalaryAccess: true, accounting: false, taxation: false });
    expect(fakeScope({ canManageAccounting: true, canManageTaxation: true }).provider).toMatchObject({ accounting: true, taxation: true, humanResources: false });
    expect(fakeScope({ canManageAccounts: true }).provider).toMatchObject({ accounts: true, contacts: true, allCompanies: false });
  });

  it('gives employee role flags no fiduciary-wide right', () => {
    const scope = fakeScope({}, [{ id: 'e-1', companyId: 'A', canAccessFinance: true, canManageHumanResources: true, canAccessCompanyContacts: true }]);
    expect(Object.values(scope.provider).every((right) => right === false)).toBe(true);
  });

  it('lists the companies each role flag opens, once each', () => {
    const scope = fakeScope({}, [
      { id: 'e-1', companyId: 'A', canManageHumanResources: true },
      { id: 'e-2', companyId: 'B' },
      { id: 'e-3', companyId: 'A' },
    ]);
    expect(scope.memberOf).toEqual(['A', 'B']);
    expect(scope.companiesWith('canManageHumanResources')).toEqual(['A']);
    expect(scope.companiesWith('canAccessFinance')).toEqual([]);
    expect(scope.employeeIds).toEqual(['e-1', 'e-2', 'e-3']);
  });
});
