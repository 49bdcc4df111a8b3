import { describe, expect, it } from 'vitest';
import { atelier, boulangerie, cloud, employee, user } from '@/app/testing/fixtures';
import { resolveAccess } from './access';

describe('employee selection (spec §4)', () => {
  it('fixes a user with one employee record to it, whatever was stored', () => {
    const me = user([], [employee('e12', atelier)]);
    const access = resolveAccess(me, { companyId: boulangerie.id, remembered: { [atelier.id]: 'other' } }, null);
    expect(access.employeeId).toBe('e12');
    expect(access.company?.id).toBe(atelier.id);
    expect(access.context).toBe('employee');
    expect(access.rights.profileOnly).toBe(true);
  });

  it('remembers the choice per company for a user with several records', () => {
    const me = user([], [employee('a1', atelier), employee('b1', boulangerie, ['canManageHumanResources'])]);
    const remembered = { [boulangerie.id]: 'b1' };
    expect(resolveAccess(me, { companyId: boulangerie.id, remembered }, null).employeeId).toBe('b1');
    expect(resolveAccess(me, { companyId: atelier.id, remembered }, null).employeeId).toBe('a1');
  });

  it('gives the rights of the record in the selected company', () => {
    const me = user([], [employee('a1', atelier), employee('b1', boulangerie, ['canManageHumanResources'])]);
    expect(resolveAccess(me, { companyId: atelier.id, remembered: {} }, null).rights.hr).toBe(false);
    expect(resolveAccess(me, { companyId: boulangerie.id, remembered: {} }, null).rights.hr).toBe(true);
  });

  it('lets provider staff choose any company and any employee freely', () => {
    const staff = user(['canAccessAllCompanies'], []);
    const all = [atelier, boulangerie, cloud];
    const access = resolveAccess(staff, { companyId: cloud.id, remembered: { [cloud.id]: 'someone-else' } }, all);
    expect(access.companies).toEqual(all);
    expect(access.company?.id).toBe(cloud.id);
    expect(access.employeeId).toBe('someone-else');
    expect(access.context).toBe('employee');
  });

  it("is 'company' with a company but no employee, 'unknown' with neither", () => {
    const staff = user(['canAccessAllCompanies'], []);
    expect(resolveAccess(staff, { companyId: null, remembered: {} }, [atelier]).context).toBe('company');
    expect(resolveAccess(staff, { companyId: null, remembered: {} }, []).context).toBe('unknown');
  });

  it('only offers a client user the companies they work for', () => {
    const me = user([], [employee('a1', atelier)]);
    expect(resolveAccess(me, { companyId: null, remembered: {} }, [atelier, boulangerie]).companies).toEqual([atelier]);
  });

  // Issue #8 defects: accountant@ and payroll@ reach every company by a user-level right, but saw
  // none in the selector (so the accountant had no accounting card); company HR could not pick a
  // colleague.
  it('offers every company to users who reach every company by a user-level right, as the API does', () => {
    const all = [atelier, boulangerie, cloud];
    for (const flag of ['canManageAccounting', 'canManageTaxation', 'canManageHumanResources'] as const) {
      const access = resolveAccess(user([flag], []), { companyId: boulangerie.id, remembered: {} }, all);
      expect(access.companies).toEqual(all);
      expect(access.company?.id).toBe(boulangerie.id);
    }
  });

  it('lets company HR choose a colleague while keeping their own HR rights', () => {
    const hr = user([], [employee('own', atelier, ['canManageHumanResources'])]);
    const access = resolveAccess(hr, { companyId: atelier.id, remembered: { [atelier.id]: 'colleague' } }, null);
    expect(access.employeeId).toBe('colleague');
    expect(access.rights.hr).toBe(true);
    expect(access.rights.employeeChoice).toBe(true);
  });

  it('keeps a plain employee on their own record even when another one is remembered', () => {
    const me = user([], [employee('own', atelier)]);
    expect(resolveAccess(me, { companyId: atelier.id, remembered: { [atelier.id]: 'colleague' } }, null).employeeId).toBe('own');
  });

  it("takes HR-enabled from the selected company for staff who reach every company", () => {
    const accountant = user(['canManageAccounting', 'canManageTaxation'], []);
    const all = [atelier, boulangerie, cloud];
    expect(resolveAccess(accountant, { companyId: atelier.id, remembered: {} }, all).rights.hrEnabled).toBe(true);
    expect(resolveAccess(accountant, { companyId: cloud.id, remembered: {} }, all).rights.hrEnabled).toBe(false);
  });
});
