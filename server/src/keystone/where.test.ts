// Keystone `where` translation, through the real API as an admin (who reads every row).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATELIER_EMPLOYEES, DEMO_USERS } from '../db/seed/demo-facts';
import { createTestApp, type GraphQLResponse, type TestApp } from '../testing/test-app';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.tokenFor(DEMO_USERS.admin.email);
});
afterAll(() => app.close());

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
  return app.gql<T>(query, variables, token);
}

/** Names of Cloud Ardennes' (1003) employees matching `where`, sorted by name. */
async function cloudNames(where: Record<string, unknown>): Promise<string[]> {
  const res = await gql<{ companyEmployees: { name: string }[] }>(
    'query($where: CompanyEmployeeWhereInput!) { companyEmployees(where: { AND: [{ company: { code: { equals: "1003" } } }, $where] }, orderBy: [{ name: asc }]) { name } }',
    { where },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.companyEmployees.map((e) => e.name);
}

// 1003's employees, codes 1 to 5: Ruben Schmitz, Svenja Lorang, Tomás Ribeiro, Aurélie Petit, Kevin Hansen.
describe('scalar filters', () => {
  it('equals, in and notIn', async () => {
    expect(await cloudNames({ code: { equals: '5' } })).toEqual(['Kevin Hansen']);
    expect(await cloudNames({ code: { in: ['1', '2'] } })).toEqual(['Ruben Schmitz', 'Svenja Lorang']);
    expect(await cloudNames({ code: { in: [] } })).toEqual([]);
    expect(await cloudNames({ code: { notIn: ['1', '2'] } })).toEqual(['Aurélie Petit', 'Kevin Hansen', 'Tomás Ribeiro']);
  });

  it('equals null finds the new employees without a code', async () => {
    const res = await gql<{ companyEmployeesCount: number }>('{ companyEmployeesCount(where: { code: { equals: null }, company: { code: { equals: "1001" } } }) }');
    expect(res.data).toEqual({ companyEmployeesCount: ATELIER_EMPLOYEES.new });
  });

  it('contains, startsWith and endsWith are case-sensitive by default', async () => {
    expect(await cloudNames({ name: { contains: 'en' } })).toEqual(['Kevin Hansen', 'Ruben Schmitz', 'Svenja Lorang']);
    expect(await cloudNames({ name: { contains: 'EN' } })).toEqual([]);
    expect(await cloudNames({ name: { startsWith: 'Ke' } })).toEqual(['Kevin Hansen']);
    expect(await cloudNames({ name: { startsWith: 'ke' } })).toEqual([]);
    expect(await cloudNames({ name: { endsWith: 'itz' } })).toEqual(['Ruben Schmitz']);
  });

  it('mode insensitive ignores case, also under not', async () => {
    expect(await cloudNames({ name: { contains: 'EN', mode: 'insensitive' } })).toEqual(['Kevin Hansen', 'Ruben Schmitz', 'Svenja Lorang']);
    expect(await cloudNames({ name: { startsWith: 'ke', mode: 'insensitive' } })).toEqual(['Kevin Hansen']);
    expect(await cloudNames({ name: { endsWith: 'HANSEN', mode: 'insensitive' } })).toEqual(['Kevin Hansen']);
    expect(await cloudNames({ name: { equals: 'kevin hansen', mode: 'insensitive' } })).toEqual(['Kevin Hansen']);
    expect(await cloudNames({ name: { mode: 'insensitive', not: { contains: 'EN' } } })).toEqual(['Aurélie Petit', 'Tomás Ribeiro']);
  });

  it('LIKE wildcards in a search are taken literally', async () => {
    expect(await cloudNames({ name: { contains: '%' } })).toEqual([]);
    expect(await cloudNames({ name: { contains: '_' } })).toEqual([]);
  });

  it('not', async () => {
    expect(await cloudNames({ name: { not: { equals: 'Kevin Hansen' } } })).toEqual(['Aurélie Petit', 'Ruben Schmitz', 'Svenja Lorang', 'Tomás Ribeiro']);
    expect(await cloudNames({ code: { not: { in: ['1', '2', '3'] } } })).toEqual(['Aurélie Petit', 'Kevin Hansen']);
  });

  it('lt, lte, gt, gte on integers', async () => {
    const types = async (where: Record<string, unknown>) => {
      const res = await gql<{ hrDocumentTypes: { name: string }[] }>(
        'query($where: HrDocumentTypeWhereInput!) { hrDocumentTypes(where: $where, orderBy: [{ manualOrder: asc }]) { name } }',
        { where },
      );
      return res.data!.hrDocumentTypes.map((t) => t.name);
    };
    expect(await types({ manualOrder: { lt: 3 } })).toEqual(['Identity card', 'Residence permit']);
    expect(await types({ manualOrder: { lte: 3 } })).toEqual(['Identity card', 'Residence permit', 'Diploma']);
    expect(await types({ manualOrder: { gt: 3 } })).toEqual(['Driving licence', 'Bank details']);
    expect(await types({ manualOrder: { gte: 4, lt: 5 } })).toEqual(['Driving licence']);
  });

  it('enum and boolean filters', async () => {
    const res = await gql('{ n: accountingDocumentsCount(where: { type: { in: [tax, receipt] } }) h: companiesCount(where: { hrEnabled: { equals: false } }) }');
    expect(res.data).toEqual({ n: 2, h: 1 });
  });
});

describe('AND, OR, NOT', () => {
  it('combine as in Keystone', async () => {
    expect(await cloudNames({ OR: [{ code: { equals: '1' } }, { code: { equals: '5' } }] })).toEqual(['Kevin Hansen', 'Ruben Schmitz']);
    expect(await cloudNames({ AND: [{ name: { contains: 'en' } }, { name: { contains: 'a' } }] })).toEqual(['Kevin Hansen', 'Svenja Lorang']);
    expect(await cloudNames({ NOT: [{ code: { in: ['1', '2'] } }] })).toEqual(['Aurélie Petit', 'Kevin Hansen', 'Tomás Ribeiro']);
    expect(await cloudNames({ NOT: [{ code: { equals: '1' } }, { code: { equals: '2' } }] })).toEqual(['Aurélie Petit', 'Kevin Hansen', 'Tomás Ribeiro']);
    expect(await cloudNames({ OR: [] })).toEqual([]);
    expect(await cloudNames({ AND: [] })).toHaveLength(5);
  });
});

describe('relationship filters', () => {
  const companyCodes = async (where: Record<string, unknown>) => {
    const res = await gql<{ companies: { code: string }[] }>('query($where: CompanyWhereInput!) { companies(where: $where, orderBy: [{ code: asc }]) { code } }', {
      where,
    });
    expect(res.errors).toBeUndefined();
    return res.data!.companies.map((c) => c.code);
  };

  it('to-one: employees by a field of their company', async () => {
    expect(await cloudNames({ company: { name: { startsWith: 'Cloud' } } })).toHaveLength(5);
    expect(await cloudNames({ company: { name: { startsWith: 'Atelier' } } })).toEqual([]);
  });

  it('to-one by id: the related row\'s id reads as its foreign key, with the same rows as any other id filter', async () => {
    // An admin reads every company, so `company: { id: { equals } }` is compared on the foreign key
    // itself; `in` still goes through the related list. Both must give Cloud Ardennes' five.
    const found = await gql<{ companies: { id: string }[] }>('{ companies(where: { code: { equals: "1003" } }) { id } }');
    const cloud = found.data!.companies[0]!.id;
    const byEquals = await cloudNames({ company: { id: { equals: cloud } } });
    expect(byEquals).toHaveLength(5);
    expect(await cloudNames({ company: { id: { in: [cloud] } } })).toEqual(byEquals);
    expect(await cloudNames({ company: { id: { equals: 'no-such-company' } } })).toEqual([]);
    expect(await cloudNames({ NOT: [{ company: { id: { equals: cloud } } }] })).toEqual([]);
    // A nullable key (most employees have no account) keeps SQL's own answer under NOT: an employee
    // without one is not linked to a missing user, so NOT keeps them all.
    const everyone = await cloudNames({});
    expect(everyone.length).toBeGreaterThan(0);
    expect(await cloudNames({ NOT: [{ user: { id: { equals: 'no-such-user' } } }] })).toEqual(everyone);
    // hr@ manages 1001 only: 1003's id through the related list finds nothing.
    const hr = await app.gql<{ companyEmployees: { name: string }[] }>(
      'query($id: ID!) { companyEmployees(where: { company: { id: { equals: $id } } }) { name } }',
      { id: cloud },
      await app.tokenFor(DEMO_USERS.hr.email),
    );
    expect(hr.errors).toBeUndefined();
    expect(hr.data!.companyEmployees).toEqual([]);
  });

  it('to-many: some, none and every', async () => {
    expect(await companyCodes({ employees: { some: { name: { equals: 'Luc Thill' } } } })).toEqual(['1001']);
    // Nicolas Kieffer works at 1001 and 1002.
    expect(await companyCodes({ employees: { none: { name: { equals: 'Nicolas Kieffer' } } } })).toEqual(['1003']);
    expect(await companyCodes({ employees: { every: { isArchived: { equals: false } } } })).toEqual(['1002', '1003']);
  });

  it('to-many through users: the accounts with an employee record at 1002', async () => {
    const res = await gql<{ users: { email: string }[] }>('{ users(where: { employees: { some: { company: { code: { equals: "1002" } } } } }) { email } }');
    expect(res.data).toEqual({ users: [{ email: DEMO_USERS.multi.email }] });
  });
});

describe('invalid filters', () => {
  it('a field that does not exist, or may not be filtered, fails GraphQL validation', async () => {
    for (const query of ['{ companyEmployees(where: { salary: { equals: "1" } }) { id } }', '{ companyEmployees(where: { profileData: { equals: "1" } }) { id } }']) {
      const res = await gql(query);
      expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
      expect(res.data).toBeUndefined();
    }
  });

  it('in: null is refused with a message', async () => {
    const res = await gql('{ companyEmployees(where: { code: { in: null } }) { id } }');
    expect(res.errors).toEqual([expect.objectContaining({ message: 'Filter "in" cannot be null', extensions: { code: 'BAD_USER_INPUT' } })]);
  });
});
