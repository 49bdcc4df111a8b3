import { describe, expect, it } from 'vitest';
import { noEmployeeRoleFlags, noUserFlags } from './permissions';
import { explainRights } from './rights-explanation';

describe('rights explained', () => {
  it('names the employee flag that opens accounting in one company', () => {
    const role = { ...noEmployeeRoleFlags(), canAccessFinance: true };
    expect(explainRights(noUserFlags(), [{ companyId: 'c1001', role, company: { hrEnabled: true } }])).toEqual([
      { right: 'finance', companyId: 'c1001', because: [{ source: 'employee', flag: 'canAccessFinance' }] },
    ]);
  });

  it('gives user-level rights once, for every company, and does not repeat them per record', () => {
    const user = { ...noUserFlags(), canManageHumanResources: true };
    const role = { ...noEmployeeRoleFlags(), canManageHumanResources: true };
    const explained = explainRights(user, [{ companyId: 'c1', role, company: { hrEnabled: false } }]);
    expect(explained).toEqual([
      { right: 'hr', companyId: null, because: [{ source: 'user', flag: 'canManageHumanResources' }] },
      { right: 'hrSalaryAccess', companyId: null, because: [{ source: 'user', flag: 'canManageHumanResources' }] },
      { right: 'salaryWorkflowReview', companyId: 'c1', because: [{ source: 'employee', flag: 'canManageHumanResources' }] },
    ]);
  });

  it('explains nothing for a profile-only employee', () => {
    expect(explainRights(noUserFlags(), [{ companyId: 'c1', role: noEmployeeRoleFlags(), company: { hrEnabled: true } }])).toEqual([]);
  });
});
