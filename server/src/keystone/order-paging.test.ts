// Keystone orderBy, take/skip paging and the query depth limit, through the real API as an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_DEPTH } from '../graphql-limits';
import { ATELIER_EMPLOYEES, DEMO_USERS } from '../db/seed/demo-facts';
import { createTestApp, type GraphQLResponse, type TestApp } from '../testing/test-app';
import { MAX_TAKE } from './query';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = await app.tokenFor(DEMO_USERS.admin.email);
});
afterAll(() => app.close());

function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
  return app.gql<T>(query, variables, token);
}

const cloudByName = 'query($orderBy: [CompanyEmployeeOrderByInput!]!) { companyEmployees(where: { company: { code: { equals: "1003" } } }, orderBy: $orderBy) { name } }';

describe('orderBy', () => {
  it('sorts ascending and descending', async () => {
    const asc = await gql<{ companyEmployees: { name: string }[] }>(cloudByName, { orderBy: [{ name: 'asc' }] });
    expect(asc.data!.companyEmployees.map((e) => e.name)).toEqual(['Aurélie Petit', 'Kevin Hansen', 'Ruben Schmitz', 'Svenja Lorang', 'Tomás Ribeiro']);
    const desc = await gql<{ companyEmployees: { name: string }[] }>(cloudByName, { orderBy: [{ name: 'desc' }] });
    expect(desc.data!.companyEmployees.map((e) => e.name)).toEqual(['Tomás Ribeiro', 'Svenja Lorang', 'Ruben Schmitz', 'Kevin Hansen', 'Aurélie Petit']);
  });

  it('applies several entries in order', async () => {
    const res = await gql<{ hrDocumentTypes: { name: string }[] }>('{ hrDocumentTypes(orderBy: [{ isRequired: desc }, { manualOrder: desc }]) { name } }');
    expect(res.data!.hrDocumentTypes.map((t) => t.name)).toEqual(['Bank details', 'Identity card', 'Driving licence', 'Diploma', 'Residence permit']);
  });

  it('refuses two keys in one orderBy object, as Keystone does', async () => {
    const res = await gql(cloudByName, { orderBy: [{ name: 'asc', code: 'desc' }] });
    expect(res.errors).toEqual([
      expect.objectContaining({ message: 'Only a single key must be passed to CompanyEmployeeOrderByInput', extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    expect(res.data).toEqual({ companyEmployees: null });
  });

  it('refuses an empty orderBy object and a field that cannot be sorted', async () => {
    const empty = await gql(cloudByName, { orderBy: [{}] });
    expect(empty.errors?.[0]?.message).toBe('Only a single key must be passed to CompanyEmployeeOrderByInput');
    const profile = await gql('{ companyEmployees(orderBy: [{ profileData: asc }]) { id } }');
    expect(profile.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('take and skip', () => {
  const page = `query($take: Int, $skip: Int!) {
    companyEmployees(where: { company: { code: { equals: "1001" } } }, orderBy: [{ isArchived: asc }], take: $take, skip: $skip) { id isArchived }
  }`;
  type Page = { companyEmployees: { id: string; isArchived: boolean }[] };

  it('pages through a sort full of ties without losing or repeating a row', async () => {
    const all = (await gql<Page>(page, { skip: 0 })).data!.companyEmployees;
    expect(all).toHaveLength(40);
    expect(all.filter((e) => e.isArchived)).toHaveLength(ATELIER_EMPLOYEES.archived);
    expect(all.slice(-ATELIER_EMPLOYEES.archived).every((e) => e.isArchived)).toBe(true);
    const pages: string[] = [];
    for (let skip = 0; skip < all.length; skip += 7) {
      const { data } = await gql<Page>(page, { take: 7, skip });
      pages.push(...data!.companyEmployees.map((e) => e.id));
    }
    expect(pages).toEqual(all.map((e) => e.id));
    expect(new Set(pages).size).toBe(40);
  });

  it('take 0 gives nothing; skip past the end gives nothing', async () => {
    expect((await gql<Page>(page, { take: 0, skip: 0 })).data!.companyEmployees).toEqual([]);
    expect((await gql<Page>(page, { skip: 40 })).data!.companyEmployees).toEqual([]);
  });

  it.each([
    [{ take: 10, skip: -1 }, 'skip must not be negative'],
    [{ take: -1, skip: 0 }, `take must be between 0 and ${MAX_TAKE}`],
    [{ take: MAX_TAKE + 1, skip: 0 }, `take must be between 0 and ${MAX_TAKE}`],
  ])('refuses %o', async (variables, message) => {
    const res = await gql(page, variables);
    expect(res.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
    expect(res.data).toEqual({ companyEmployees: null });
  });

  it('a relationship field on several rows gives each its own rows, filtered and ordered', async () => {
    // Read for all companies at once (one query); the selection leaves out the company itself.
    const res = await gql<{ companies: { code: string; employees: { code: string }[] }[] }>(
      '{ companies(orderBy: [{ code: asc }]) { code employees(where: { code: { in: ["1", "2", "3"] } }, orderBy: [{ code: desc }]) { code } } }',
    );
    expect(res.data?.companies).toEqual(['1001', '1002', '1003'].map((code) => ({ code, employees: [{ code: '3' }, { code: '2' }, { code: '1' }] })));
    // Two selections of one field in a request, with other arguments, stay apart.
    const two = await gql<{ companies: { first: { code: string }[]; last: { code: string }[] }[] }>(
      '{ companies(where: { code: { equals: "1003" } }) { first: employees(where: { code: { equals: "1" } }) { code } last: employees(orderBy: [{ code: desc }]) { code } } }',
    );
    expect(two.data?.companies).toEqual([{ first: [{ code: '1' }], last: ['5', '4', '3', '2', '1'].map((code) => ({ code })) }]);
  });

  it('paging applies to relationship fields too', async () => {
    const res = await gql<{ companies: { employees: { code: string }[] }[] }>(
      '{ companies(where: { code: { equals: "1003" } }) { employees(orderBy: [{ code: desc }], take: 2, skip: 1) { code } } }',
    );
    expect(res.data).toEqual({ companies: [{ employees: [{ code: '4' }, { code: '3' }] }] });
  });
});

describe('query depth', () => {
  // One row per level (take: 1): without it, ten levels of companies × employees fan out to millions of rows.
  /** `companies { employees { company { employees { … } } } }` with `levels` fields from the root down. */
  const nested = (levels: number) => {
    const names = Array.from({ length: levels - 1 }, (_, i) => (i === 0 ? 'companies(take: 1)' : i % 2 === 1 ? 'employees(take: 1)' : 'company'));
    return `{ ${names.join(' { ')} { id${' }'.repeat(levels - 1)} }`;
  };

  it(`accepts ${MAX_QUERY_DEPTH} levels`, async () => {
    const res = await gql(nested(MAX_QUERY_DEPTH));
    expect(res.errors).toBeUndefined();
    expect(res.data).toHaveProperty('companies');
  });

  it('refuses one level more before running it', async () => {
    const res = await gql(nested(MAX_QUERY_DEPTH + 1));
    expect(res.errors?.map((e) => e.message)).toEqual([`Query is nested too deeply (${MAX_QUERY_DEPTH + 1} levels; at most ${MAX_QUERY_DEPTH})`]);
    expect(res.data).toBeUndefined();
  });

  it('counts the levels inside fragments', async () => {
    const query = `query { companies(take: 1) { ...Deep } }
      fragment Deep on Company { employees { company { employees { company { employees { company { employees { company { employees { id } } } } } } } } } }`;
    const res = await gql(query);
    expect(res.errors?.[0]?.message).toBe(`Query is nested too deeply (${MAX_QUERY_DEPTH + 1} levels; at most ${MAX_QUERY_DEPTH})`);
  });
});
