// Access matrix, employees and users: which records, HR profiles and accounts each demo user reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATELIER_EMPLOYEES, DEMO_COMPANIES, DEMO_USERS } from '../db/seed/demo-facts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { dataAs, demoIds, errorCodesAs, SIGNED_OUT, sorted, type DemoIds } from '../testing/access-matrix-support';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const { atelier, boulangerie, cloud } = DEMO_COMPANIES;
const everyone = atelier.employees + boulangerie.employees + cloud.employees;
const atelierWithoutHidden = atelier.employees - ATELIER_EMPLOYEES.hidden;

/** Readable employees per caller: [all, at 1001, at 1002]. */
const employeeCounts = {
  admin: [everyone, atelier.employees, boulangerie.employees],
  payroll: [everyone, atelier.employees, boulangerie.employees],
  accountant: [0, 0, 0],
  hr: [atelierWithoutHidden, atelierWithoutHidden, 0],
  finance: [1, 1, 0],
  employee: [1, 1, 0],
  // Own record at 1001, HR of every employee at 1002 (their own 1002 record included).
  multi: [1 + boulangerie.employees, 1, boulangerie.employees],
} as const;
type SignedIn = keyof typeof employeeCounts;
const signedIn = Object.keys(employeeCounts) as SignedIn[];

const byCompany = `query($code: String!) {
  list: companyEmployees(where: { company: { code: { equals: $code } } }) { id }
  count: companyEmployeesCount(where: { company: { code: { equals: $code } } })
}`;

describe('companyEmployees', () => {
  it.each(signedIn)('%s: companyEmployees, companyEmployeesCount and per-company lists (1001 vs 1002)', async (caller) => {
    const [total, at1001, at1002] = employeeCounts[caller];
    const all = await dataAs<{ companyEmployees: { id: string }[]; companyEmployeesCount: number }>(app, caller, '{ companyEmployees { id } companyEmployeesCount }');
    expect([all.companyEmployees.length, all.companyEmployeesCount]).toEqual([total, total]);
    for (const [code, expected] of [['1001', at1001], ['1002', at1002]] as const) {
      const data = await dataAs<{ list: { id: string }[]; count: number }>(app, caller, byCompany, { code });
      expect([data.list.length, data.count], `${caller} at ${code}`).toEqual([expected, expected]);
    }
  });

  it('the small lists hold exactly the caller’s own records', async () => {
    const own = async (caller: SignedIn) =>
      sorted((await dataAs<{ companyEmployees: { id: string }[] }>(app, caller, '{ companyEmployees { id } }')).companyEmployees.map((e) => e.id));
    expect(await own('employee')).toEqual([ids.employee['1001/12']]);
    expect(await own('finance')).toEqual([ids.employee['1001/3']]);
    expect(await own('multi')).toEqual(sorted([ids.employee['1001/7']!, ...ids.employeesOf['1002']!]));
  });

  it('HR lists leave out the hidden employee, provider staff see it', async () => {
    const query = '{ companyEmployees(where: { isHiddenInHr: { equals: true } }) { code } }';
    expect((await dataAs<{ companyEmployees: { code: string }[] }>(app, 'hr', query)).companyEmployees).toEqual([]);
    expect((await dataAs<{ companyEmployees: { code: string }[] }>(app, 'payroll', query)).companyEmployees).toEqual([{ code: ATELIER_EMPLOYEES.hiddenCode }]);
  });

  it.each(SIGNED_OUT)('%s gets UNAUTHENTICATED for employees', async (caller) => {
    expect(await errorCodesAs(app, caller, '{ companyEmployees { id } }')).toEqual(['UNAUTHENTICATED']);
    expect(await errorCodesAs(app, caller, '{ companyEmployeesCount }')).toEqual(['UNAUTHENTICATED']);
  });
});

describe('companyEmployee by id', () => {
  // Which of these records each caller may read: the hidden one, one of 1002, employee@'s.
  const readable: Record<SignedIn, string[]> = {
    admin: ['1001/30', '1002/1', '1001/12'],
    payroll: ['1001/30', '1002/1', '1001/12'],
    accountant: [],
    hr: ['1001/12'],
    finance: [],
    employee: ['1001/12'],
    multi: ['1002/1'],
  };

  it.each(signedIn)('%s reads the hidden record, a 1002 record and employee@’s record only when allowed', async (caller) => {
    for (const key of ['1001/30', '1002/1', '1001/12']) {
      const data = await dataAs<{ companyEmployee: { id: string } | null }>(app, caller, 'query($id: ID!) { companyEmployee(where: { id: $id }) { id } }', {
        id: ids.employee[key],
      });
      expect(data.companyEmployee, `${caller} reading ${key}`).toEqual(readable[caller].includes(key) ? { id: ids.employee[key] } : null);
    }
  });

  const profileQuery = `query($id: ID!) { companyEmployee(where: { id: $id }) {
    profileData profileHistory { id } user { email } company { code } role { canManageHumanResources }
  } }`;

  it.each(['admin', 'payroll', 'hr', 'employee'] as const)('%s reads employee@’s HR profile, history, user and company', async (caller) => {
    const data = await dataAs<{
      companyEmployee: { profileData: { identity: { lastName: string } }; profileHistory: unknown[]; user: { email: string }; company: { code: string } };
    }>(app, caller, profileQuery, { id: ids.employee['1001/12'] });
    expect(data.companyEmployee).toMatchObject({
      profileData: { identity: { lastName: 'Thill' } },
      profileHistory: [],
      user: { email: DEMO_USERS.employee.email },
      company: { code: '1001' },
      role: { canManageHumanResources: false },
    });
  });

  it.each(['accountant', 'finance', 'multi'] as const)('%s cannot reach employee@’s HR profile', async (caller) => {
    const data = await dataAs<{ companyEmployee: unknown }>(app, caller, profileQuery, { id: ids.employee['1001/12'] });
    expect(data.companyEmployee).toBeNull();
  });
});

describe('users', () => {
  const linkedTo1001 = ['hr', 'finance', 'employee', 'multi', 'disabled'] as const;
  const visibleUsers: Record<SignedIn, readonly (keyof typeof DEMO_USERS)[]> = {
    admin: Object.keys(DEMO_USERS) as (keyof typeof DEMO_USERS)[],
    // Provider HR reads every employee record, so every account linked to one, plus itself.
    payroll: ['payroll', ...linkedTo1001],
    accountant: ['accountant'],
    // HR of 1001: the accounts behind 1001's (non-hidden) employees, its own included.
    hr: linkedTo1001,
    finance: ['finance'],
    employee: ['employee'],
    multi: ['multi'],
  };

  it.each(signedIn)('%s: users and user(where: { id }) show exactly the allowed accounts', async (caller) => {
    const expected = sorted(visibleUsers[caller].map((k) => DEMO_USERS[k].email));
    const data = await dataAs<{ users: { email: string }[]; usersCount: number }>(app, caller, '{ users { email } usersCount }');
    expect(sorted(data.users.map((u) => u.email))).toEqual(expected);
    expect(data.usersCount).toBe(expected.length);
    const admin = await dataAs<{ user: { email: string } | null }>(app, caller, 'query($id: ID!) { user(where: { id: $id }) { email } }', { id: ids.user.admin });
    expect(admin.user).toEqual(caller === 'admin' ? { email: DEMO_USERS.admin.email } : null);
  });

  it('role is shown to the user themself and to admins, not to HR reading its staff', async () => {
    const query = 'query($id: ID!) { user(where: { id: $id }) { email role { canManageHumanResources canSignInToApp } } }';
    const byHr = await dataAs<{ user: { role: unknown } }>(app, 'hr', query, { id: ids.user.employee });
    expect(byHr.user).toEqual({ email: DEMO_USERS.employee.email, role: null });
    const bySelf = await dataAs<{ user: { role: unknown } }>(app, 'employee', query, { id: ids.user.employee });
    expect(bySelf.user.role).toEqual({ canManageHumanResources: false, canSignInToApp: true });
    const byAdmin = await dataAs<{ user: { role: unknown } }>(app, 'admin', query, { id: ids.user.hr });
    expect(byAdmin.user.role).toEqual({ canManageHumanResources: false, canSignInToApp: true });
  });

  it('user { employees } only lists the employee records the caller may read', async () => {
    const query = 'query($id: ID!) { user(where: { id: $id }) { employees { id } employeesCount } }';
    const self = await dataAs<{ user: { employees: { id: string }[]; employeesCount: number } }>(app, 'multi', query, { id: ids.user.multi });
    expect(sorted(self.user.employees.map((e) => e.id))).toEqual(sorted([ids.employee['1001/7']!, ids.employee['1002/4']!]));
    const byHr = await dataAs<{ user: { employees: { id: string }[]; employeesCount: number } }>(app, 'hr', query, { id: ids.user.multi });
    expect(byHr.user).toEqual({ employees: [{ id: ids.employee['1001/7'] }], employeesCount: 1 });
  });

  it('me is the caller, or null without a usable session', async () => {
    expect(await dataAs(app, 'finance', '{ me { email language } }')).toEqual({ me: { email: DEMO_USERS.finance.email, language: 'de' } });
    for (const caller of SIGNED_OUT) expect(await dataAs(app, caller, '{ me { email } }')).toEqual({ me: null });
  });
});
