// The API runs queries compiled by graphql-jit (plugin.ts). Each case here asks the API
// and then graphql-js itself, on the same schema, data and caller, and expects the same answer:
// the same data, and the same errors at the same paths.
import { execute, getOperationAST, GraphQLScalarType, parse, type ExecutionResult } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthenticator } from '../auth/authenticate';
import { createRequestContext } from '../request-context';
import { buildSchema } from '../schema';
import { demoIds, tokenOf, type Caller, type DemoIds } from '../testing/access-matrix-support';
import { createTestApp, type TestApp } from '../testing/test-app';
import { expandedFieldCount, MAX_COMPILED_FIELDS } from './document-checks';
import { createLogger } from '../log';
import { compiledExecutionPlugin } from './plugin';

let app: TestApp;
let ids: DemoIds;
const schema = buildSchema();

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
});
afterAll(() => app.close());

/** What a caller notices of an answer: its data, and each error's message and path. */
function visible(result: { data?: unknown; errors?: readonly { message: string; path?: readonly (string | number)[] }[] }) {
  return { data: result.data ?? null, errors: (result.errors ?? []).map((e) => ({ message: e.message, path: e.path ?? null })) };
}

async function byApi(caller: Caller, query: string, variables: Record<string, unknown>, operationName?: string) {
  return app.gql(query, variables, await tokenOf(app, caller), operationName);
}

async function byGraphqlJs(caller: Caller, query: string, variables: Record<string, unknown>, operationName?: string) {
  const token = await tokenOf(app, caller);
  const request = new Request('http://localhost/api/graphql', { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const principal = await createAuthenticator(app.services, null).authenticate(request);
  const contextValue = createRequestContext(app.services, { request, principal, clientIp: 'test' });
  return (await execute({ schema, document: parse(query), variableValues: variables, contextValue, operationName })) as ExecutionResult;
}

async function expectSameAnswer(caller: Caller, query: string, variables: Record<string, unknown> = {}, operationName?: string) {
  const api = visible(await byApi(caller, query, variables, operationName));
  expect(api).toEqual(visible(await byGraphqlJs(caller, query, variables, operationName)));
  return api;
}

const FILTERED = `query Filtered($where: CompanyEmployeeWhereInput!, $orderBy: [CompanyEmployeeOrderByInput!]!, $take: Int) {
  companyEmployees(where: $where, orderBy: $orderBy, take: $take) { id name code company { code } }
  companyEmployeesCount(where: $where)
}`;

describe('compiled queries answer as graphql-js does', () => {
  it('with a variable of a recursive filter type (AND, OR, NOT and a relation)', async () => {
    const where = {
      company: { code: { equals: '1001' } },
      OR: [{ name: { contains: 'e' } }, { AND: [{ code: { equals: '12' } }, { NOT: [{ isArchived: { equals: true } }] }] }],
    };
    const api = await expectSameAnswer('admin', FILTERED, { where, orderBy: [{ name: 'desc' }], take: 5 });
    const data = api.data as { companyEmployees: { company: { code: string } }[]; companyEmployeesCount: number };
    expect(data.companyEmployees).toHaveLength(5);
    expect(data.companyEmployeesCount).toBeGreaterThan(5);
    expect(new Set(data.companyEmployees.map((e) => e.company.code))).toEqual(new Set(['1001']));
  });

  it('with fragments, aliases, __typename and @include/@skip driven by variables and defaults', async () => {
    const query = `query Shapes($withCount: Boolean!, $hideCode: Boolean = true) {
      first: companies(orderBy: [{ code: asc }], take: 2) { ...CompanyBits employeesCount @include(if: $withCount) }
      rest: companies(skip: 1, orderBy: [{ code: desc }]) { __typename ... on Company { code @skip(if: $hideCode) name } }
    }
    fragment CompanyBits on Company { id code employees(take: 2, orderBy: [{ code: asc }]) { code name } }`;
    const api = await expectSameAnswer('admin', query, { withCount: true });
    expect((api.data as { first: { employeesCount?: number }[] }).first[0]!.employeesCount).toBeGreaterThan(0);
    expect((api.data as { rest: Record<string, unknown>[] }).rest[0]).not.toHaveProperty('code');
    await expectSameAnswer('admin', query, { withCount: false, hideCode: false });
  });

  it('leaves an argument to its own default when a nullable variable is not given, and refuses null where it may not be', async () => {
    const query = `query Paged($skip: Int, $take: Int) { companies(skip: $skip, take: $take, orderBy: [{ code: asc }]) { code } }`;
    expect((await expectSameAnswer('admin', query)).data).toEqual({ companies: [{ code: '1001' }, { code: '1002' }, { code: '1003' }] });
    expect((await expectSameAnswer('admin', query, { skip: 1, take: 1 })).data).toEqual({ companies: [{ code: '1002' }] });
    const refused = await expectSameAnswer('admin', query, { skip: null });
    expect(refused.errors.map((e) => e.path)).toEqual([['companies']]);
  });

  it('with custom scalars and enums in variables and in the answer', async () => {
    const query = `query Salaries($from: CalendarDay!, $dir: OrderDirection!, $type: HrSalaryTypeType!) {
      hrSalaries(where: { date: { gte: $from }, type: { equals: $type } }, orderBy: [{ date: $dir }, { id: asc }], take: 4) { date type createdAt employee { code } }
    }`;
    const api = await expectSameAnswer('admin', query, { from: '2000-01-01', dir: 'desc', type: 'slip' });
    expect((api.data as { hrSalaries: unknown[] }).hrSalaries.length).toBeGreaterThan(0);
  });

  it('refuses bad variables with graphql-js’s own messages and no data', async () => {
    const unknownFilter = await expectSameAnswer('admin', FILTERED, { where: { nope: { equals: 1 } }, orderBy: [] });
    expect(unknownFilter).toEqual({ data: null, errors: [expect.objectContaining({ message: expect.stringContaining('Field "nope" is not defined by type "CompanyEmployeeWhereInput"') })] });
    const badScalar = await expectSameAnswer('admin', FILTERED, { where: {}, orderBy: [{ name: 'sideways' }], take: 'five' });
    expect(badScalar.errors).toHaveLength(2);
    expect(badScalar.data).toBeNull();
  });

  it('hides another company’s rows from an employee exactly as before', async () => {
    const other = ids.employeesOf['1002']![0]!;
    const query = `query One($id: ID!, $where: CompanyEmployeeWhereInput!) { companyEmployee(where: { id: $id }) { id name } companyEmployees(where: $where) { id } }`;
    const api = await expectSameAnswer('employee', query, { id: other, where: { company: { code: { equals: '1002' } } } });
    expect(api.data).toEqual({ companyEmployee: null, companyEmployees: [] });
  });

  it('treats a string graphql-jit would have turned into code as a string (its date marker, also written with escapes)', async () => {
    // graphql-jit 0.8.9 rewrites "<marker>…" in a literal's JSON into `new Date(…)` in the code it generates.
    const marker = '__MAGIC_DATE__33a9e76d_02e0_4128_8e92_3530ad3da74d';
    const probe = globalThis as { compiledExecutionProbe?: number };
    for (const literal of [`${marker}(globalThis.compiledExecutionProbe=1)`, `\\u005F${marker.slice(1)}(globalThis.compiledExecutionProbe=2)`]) {
      const query = `{ companyEmployees(where: { name: { contains: "${literal}" } }) { id } }`;
      expect((await expectSameAnswer('admin', query)).data).toEqual({ companyEmployees: [] });
      expect(probe.compiledExecutionProbe).toBeUndefined();
    }
  });

  it('keeps each field’s own selection when aliases look like graphql-jit’s internal paths', async () => {
    const query = `{ x_idx0_y: companyEmployees(take: 2, orderBy: [{ code: asc }]) { id name code } y: companies(take: 1) { x: employees(take: 1) { id } } }`;
    const api = await expectSameAnswer('admin', query);
    expect((api.data as { x_idx0_y: { name: string | null }[] }).x_idx0_y.every((e) => e.name)).toBe(true);
    await expectSameAnswer('admin', `{ companyEmployees(take: 1, orderBy: [{ code: asc }]) { __proto__: name idx1: code } }`);
  });

  it('applies @include to the one use of a fragment it is written on, in this request and the next', async () => {
    const once = `{ a: companyEmployees(take: 1, orderBy: [{ code: asc }]) { id ...F @include(if: false) } b: companyEmployees(take: 1, orderBy: [{ code: asc }]) { id ...F } } fragment F on CompanyEmployee { name code }`;
    const api = await expectSameAnswer('admin', once);
    expect((api.data as { b: { name?: string }[] }).b[0]!.name).toBeTruthy();
    const two = `query A { companyEmployees(take: 1, orderBy: [{ code: asc }]) { id ...F @include(if: false) } } query B { companyEmployees(take: 1, orderBy: [{ code: asc }]) { id ...F } } fragment F on CompanyEmployee { name }`;
    await expectSameAnswer('admin', two, {}, 'A');
    expect((await expectSameAnswer('admin', two, {}, 'B')).data).toEqual({ companyEmployees: [{ id: expect.any(String), name: expect.any(String) }] });
  });

  it('refuses a variable named $__proto__, which both executors lost, before running anything', async () => {
    const query = `query Few($__proto__: Int) { companyEmployees(take: $__proto__) { id } }`;
    const api = await byApi('admin', query, JSON.parse('{"__proto__": 1}') as Record<string, unknown>);
    expect(visible(api)).toEqual({ data: null, errors: [{ message: 'A variable may not be named "$__proto__"', path: null }] });
  });

  it('reads variables named like Object’s own properties like any other', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      const query = `query Few($${name}: Int) { companyEmployees(take: $${name}) { id } }`;
      expect((await expectSameAnswer('admin', query, { [name]: 1 })).data).toEqual({ companyEmployees: [{ id: expect.any(String) }] });
      expect(((await expectSameAnswer('admin', query)).data as { companyEmployees: unknown[] }).companyEmployees.length).toBeGreaterThan(1);
    }
  });

  it('leaves a filter out when a variable inside it is not given, as graphql-js does', async () => {
    for (const operator of ['equals', 'contains']) {
      const query = `query Named($n: String) { companyEmployeesCount(where: { name: { ${operator}: $n } }) }`;
      const api = await expectSameAnswer('admin', query);
      expect(api.data).toEqual({ companyEmployeesCount: expect.any(Number) });
      expect((api.data as { companyEmployeesCount: number }).companyEmployeesCount).toBeGreaterThan(1);
      await expectSameAnswer('admin', query, { n: 'a' });
    }
  });

  it('refuses an empty operation name, after the same document ran without a name', async () => {
    const query = `query { companiesCount }`;
    await expectSameAnswer('admin', query);
    // Yoga's own executor words it differently from graphql-js; what matters is that nothing runs.
    expect(visible(await byApi('admin', query, {}, ''))).toEqual({ data: null, errors: [{ message: 'Could not determine what operation to execute.', path: null }] });
  });

  it('answers the dashboard’s counts, whose fields are kept or left out by @include, as graphql-js does', async () => {
    const query = `query Counts($employeeId: ID, $withEmployee: Boolean!, $withFinance: Boolean!) {
      salaries: hrSalariesCount(where: { employee: { id: { equals: $employeeId } } }) @include(if: $withEmployee)
      finance: accountingDocumentsCount @include(if: $withFinance)
      companiesCount
    }`;
    const employeeId = ids.employee['1001/12'];
    for (const variables of [{ employeeId, withEmployee: true, withFinance: false }, { withEmployee: false, withFinance: true }, { withEmployee: true, withFinance: true }]) {
      await expectSameAnswer('admin', query, variables);
    }
  });

  it('answers a document whose fragments expand to thousands of fields as graphql-js does', async () => {
    const query = `{ companies(take: 1) { ...A } }
      fragment A on Company { a: employees(take: 1) { ...B } b: employees(take: 1) { ...B } c: employees(take: 1) { ...B } }
      fragment B on CompanyEmployee { a: company { ...C } b: company { ...C } c: company { ...C } }
      fragment C on Company { a: employees(take: 1) { ...D } b: employees(take: 1) { ...D } c: employees(take: 1) { ...D } }
      fragment D on CompanyEmployee { a: company { ...E } b: company { ...E } c: company { ...E } }
      fragment E on Company { a: employees(take: 1) { ...F } b: employees(take: 1) { ...F } c: employees(take: 1) { ...F } }
      fragment F on CompanyEmployee { a: company { id name } b: company { id } c: company { id } }`;
    expect(expandedFieldCount(parse(query), getOperationAST(parse(query))!)).toBeGreaterThan(MAX_COMPILED_FIELDS);
    await expectSameAnswer('admin', query);
  });
});

describe('a value a scalar cannot serialize', () => {
  const typeDefs = `scalar Day type Query { day: Day broken: Day missing: Day text: String }`;
  const Day = new GraphQLScalarType({
    name: 'Day',
    serialize: (value) => {
      if (value === 'missing') return undefined;
      return new Date(String(value)).toISOString().slice(0, 10);
    },
  });
  const resolvers = { Day, Query: { day: () => '2026-11-27T10:00:00Z', broken: () => 'not a date', missing: () => 'missing', text: () => ({ an: 'object' }) } };
  const ask = async (plugins: Plugin[], logged: string[]) => {
    const log = { debug() {}, info() {}, warn() {}, error: (message: string) => void logged.push(message) };
    const yoga = createYoga({ schema: createSchema({ typeDefs, resolvers }), plugins, maskedErrors: { isDev: false }, logging: log });
    const response = await yoga.fetch('http://localhost/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ day broken missing text }' }) });
    return visible((await response.json()) as ExecutionResult);
  };

  it('is masked and logged as with yoga’s own executor', async () => {
    const compiledLog: string[] = [];
    const referenceLog: string[] = [];
    const compiled = await ask([compiledExecutionPlugin(createLogger('error', (line) => compiledLog.push(line)))], compiledLog);
    const reference = await ask([], referenceLog);
    expect(compiled).toEqual(reference);
    expect(compiled.data).toEqual({ day: '2026-11-27', broken: null, missing: null, text: null });
    expect(compiled.errors.map((e) => e.message)).toEqual(['Unexpected error.', 'Unexpected error.', 'Unexpected error.']);
    expect(compiledLog).toHaveLength(3);
    expect(referenceLog).toHaveLength(3);
  });
});
