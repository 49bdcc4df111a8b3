// Access matrix, companies: which companies each demo user sees, and which company fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANIES } from '../db/seed/demo-facts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { dataAs, demoIds, errorCodesAs, SIGNED_OUT, sorted, type Caller, type DemoIds } from '../testing/access-matrix-support';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

const all = Object.values(DEMO_COMPANIES).map((c) => c.code);
const visibleCompanies: Record<Exclude<Caller, 'anonymous' | 'disabled'>, string[]> = {
  admin: all,
  payroll: all,
  accountant: all,
  hr: ['1001'],
  finance: ['1001'],
  employee: ['1001'],
  multi: ['1001', '1002'],
};
const signedIn = Object.keys(visibleCompanies) as (keyof typeof visibleCompanies)[];

interface Company {
  code: string;
  taxId: string | null;
  rcsId: string | null;
  vatId: string | null;
  naceId: string | null;
  personInChargeAccounting: { name: string } | null;
  personInChargeHumanResources: { name: string } | null;
}

const companyFields = 'code taxId rcsId vatId naceId personInChargeAccounting { name } personInChargeHumanResources { name }';

describe('companies', () => {
  it.each(signedIn)('%s lists exactly the companies of decisions.md, and the count agrees', async (caller) => {
    const data = await dataAs<{ companies: { code: string }[]; companiesCount: number }>(
      app,
      caller,
      '{ companies(orderBy: [{ code: asc }]) { code } companiesCount }',
    );
    expect(data.companies.map((c) => c.code)).toEqual(visibleCompanies[caller]);
    expect(data.companiesCount).toBe(visibleCompanies[caller].length);
  });

  it.each(SIGNED_OUT)('%s gets UNAUTHENTICATED for companies and companiesCount', async (caller) => {
    expect(await errorCodesAs(app, caller, '{ companies { code } }')).toEqual(['UNAUTHENTICATED']);
    expect(await errorCodesAs(app, caller, '{ companiesCount }')).toEqual(['UNAUTHENTICATED']);
    expect(await errorCodesAs(app, caller, 'query($id: ID!) { company(where: { id: $id }) { code } }', { id: ids.company['1001'] })).toEqual([
      'UNAUTHENTICATED',
    ]);
  });

  it.each(signedIn)('%s reads a company by id only when it is in their list', async (caller) => {
    for (const code of all) {
      const data = await dataAs<{ company: { code: string } | null }>(app, caller, 'query($id: ID!) { company(where: { id: $id }) { code } }', {
        id: ids.company[code],
      });
      expect(data.company, `${caller} reading ${code}`).toEqual(visibleCompanies[caller].includes(code) ? { code } : null);
    }
  });
});

describe('company identifiers and persons in charge', () => {
  // Identifiers: companyCodes in that company, or canAccessAllCompanies / canManageAccounting / canManageTaxation.
  const seesIdentifiers: Record<string, boolean> = { admin: true, payroll: false, accountant: true, hr: true, finance: false, employee: false, multi: false };
  // Persons in charge: companyContacts in that company, or canManageAccounts / canAccessAllCompanies.
  const seesContacts: Record<string, boolean> = { admin: true, payroll: false, accountant: false, hr: true, finance: false, employee: false, multi: false };

  it.each(signedIn)('%s sees the identifiers and contacts of 1001 only with the right to', async (caller) => {
    const data = await dataAs<{ company: Company }>(app, caller, `query($id: ID!) { company(where: { id: $id }) { ${companyFields} } }`, {
      id: ids.company['1001'],
    });
    const c = data.company;
    if (seesIdentifiers[caller]) {
      expect([c.taxId, c.rcsId, c.vatId, c.naceId]).toEqual(['20142401873', 'B187452', expect.stringMatching(/^LU\d{8}$/), 'C31.09']);
    } else {
      expect([c.taxId, c.rcsId, c.vatId, c.naceId]).toEqual([null, null, null, null]);
    }
    if (seesContacts[caller]) {
      expect([c.personInChargeAccounting?.name, c.personInChargeHumanResources?.name]).toEqual(['Sophie Weber', 'Marc Hoffmann']);
    } else {
      expect([c.personInChargeAccounting, c.personInChargeHumanResources]).toEqual([null, null]);
    }
  });

  it('HR of 1001 sees identifiers and contacts of 1001 but not of 1002 (multi: HR at 1002 without the code/contact flags sees neither)', async () => {
    const admin = await dataAs<{ companies: Company[] }>(app, 'admin', `{ companies(orderBy: [{ code: asc }]) { ${companyFields} } }`);
    expect(admin.companies.map((c) => c.taxId)).toEqual(['20142401873', '19982205114', '20212403366']);
    const multi = await dataAs<{ companies: Company[] }>(app, 'multi', `{ companies(orderBy: [{ code: asc }]) { ${companyFields} } }`);
    expect(multi.companies.map((c) => [c.code, c.taxId, c.personInChargeHumanResources])).toEqual([
      ['1001', null, null],
      ['1002', null, null],
    ]);
  });

  it('identifiers cannot be used in a filter to guess them', async () => {
    expect(await errorCodesAs(app, 'employee', '{ companies(where: { taxId: { equals: "20142401873" } }) { code } }')).toEqual([
      'GRAPHQL_VALIDATION_FAILED',
    ]);
  });
});

describe('company relationship fields', () => {
  const employeesCount: Record<string, Record<string, number>> = {
    admin: { '1001': 40, '1002': 15, '1003': 5 },
    payroll: { '1001': 40, '1002': 15, '1003': 5 },
    accountant: { '1001': 0, '1002': 0, '1003': 0 },
    // HR of 1001: everyone but the hidden employee.
    hr: { '1001': 39 },
    finance: { '1001': 1 },
    employee: { '1001': 1 },
    // multi: own record at 1001, HR of all 15 at 1002.
    multi: { '1001': 1, '1002': 15 },
  };

  it.each(signedIn)('%s: company { employeesCount } and the employees list only count readable employees', async (caller) => {
    const data = await dataAs<{ companies: { code: string; employeesCount: number; employees: { id: string }[] }[] }>(
      app,
      caller,
      '{ companies(orderBy: [{ code: asc }]) { code employeesCount employees { id } } }',
    );
    const counts = Object.fromEntries(data.companies.map((c) => [c.code, c.employeesCount]));
    expect(counts).toEqual(employeesCount[caller]);
    for (const c of data.companies) expect(c.employees).toHaveLength(c.employeesCount);
  });

  it('the employees reached through company are those of that company only', async () => {
    const data = await dataAs<{ companies: { code: string; employees: { id: string }[] }[] }>(app, 'multi', '{ companies(orderBy: [{ code: asc }]) { code employees { id } } }');
    expect(data.companies[0]!.employees.map((e) => e.id)).toEqual([ids.employee['1001/7']]);
    expect(sorted(data.companies[1]!.employees.map((e) => e.id))).toEqual(sorted(ids.employeesOf['1002']!));
  });

});
