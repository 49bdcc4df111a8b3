// Shared by the access-matrix tests: who calls, the demo rows' ids, and strict GraphQL helpers.
import { companies, companyEmployees, users } from '../db/schema';
import { DEMO_USERS, type DemoUserKey } from '../db/seed/demo-facts';
import type { GraphQLResponse, TestApp } from './test-app';

export type Caller = DemoUserKey | 'anonymous';

/** The 8 demo users and an anonymous caller: every row of the matrix. */
export const CALLERS: readonly Caller[] = [...(Object.keys(DEMO_USERS) as DemoUserKey[]), 'anonymous'];

/** Callers without a usable session: disabled@demo.test is refused sign-in like nobody at all. */
export const SIGNED_OUT: readonly Caller[] = ['anonymous', 'disabled'];

export interface DemoIds {
  company: Record<string, string>;
  /** Employee ids by 'company/code', e.g. '1001/12'; new employees without a code are left out. */
  employee: Record<string, string>;
  /** Every employee id of a company (with or without a code). */
  employeesOf: Record<string, string[]>;
  user: Record<DemoUserKey, string>;
}

export async function demoIds(app: TestApp): Promise<DemoIds> {
  const db = app.services.db;
  const companyRows = await db.select({ id: companies.id, code: companies.code }).from(companies);
  const codeOf = new Map(companyRows.map((c) => [c.id, c.code]));
  const employeeRows = await db.select({ id: companyEmployees.id, code: companyEmployees.code, companyId: companyEmployees.companyId }).from(companyEmployees);
  const userRows = await db.select({ id: users.id, email: users.email }).from(users);
  const employee: Record<string, string> = {};
  const employeesOf: Record<string, string[]> = {};
  for (const e of employeeRows) {
    const company = codeOf.get(e.companyId)!;
    (employeesOf[company] ??= []).push(e.id);
    if (e.code !== null) employee[`${company}/${e.code}`] = e.id;
  }
  const user = Object.fromEntries(
    (Object.entries(DEMO_USERS) as [DemoUserKey, { email: string }][]).map(([key, u]) => [key, userRows.find((r) => r.email === u.email)!.id]),
  ) as Record<DemoUserKey, string>;
  return { company: Object.fromEntries(companyRows.map((c) => [c.code, c.id])), employee, employeesOf, user };
}

export async function tokenOf(app: TestApp, caller: Caller): Promise<string | null> {
  return caller === 'anonymous' ? null : app.tokenFor(DEMO_USERS[caller].email);
}

/** A session of the administrator acting as `target` (impersonation), for refusals of what they may not do for them. */
export async function impersonationToken(app: TestApp, target: DemoUserKey): Promise<string> {
  const { user } = await demoIds(app);
  const query = 'mutation($id: ID!, $reason: String!) { startImpersonation(userId: $id, reason: $reason) { ... on RedeemUserMagicAuthTokenSuccess { token } } }';
  const data = await dataAs<{ startImpersonation: { token?: string } }>(app, 'admin', query, { id: user[target], reason: `Test: acting as ${target}` });
  if (!data.startImpersonation.token) throw new Error(`admin could not act as ${target}`);
  return data.startImpersonation.token;
}

/** Runs a query as a caller and returns its data; any GraphQL error fails the test with its message. */
export async function dataAs<T = Record<string, unknown>>(app: TestApp, caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await app.gql<T>(query, variables, await tokenOf(app, caller));
  if (res.errors?.length) throw new Error(`${caller}: ${res.errors.map((e) => `${e.extensions?.code}: ${e.message}`).join('; ')}`);
  return res.data as T;
}

/** Runs a query as a caller and returns the error codes it got (empty when it succeeded). */
export async function errorCodesAs(app: TestApp, caller: Caller, query: string, variables: Record<string, unknown> = {}): Promise<(string | undefined)[]> {
  const res: GraphQLResponse = await app.gql(query, variables, await tokenOf(app, caller));
  return (res.errors ?? []).map((e) => e.extensions?.code);
}

export const sorted = <T>(values: readonly T[]): T[] => [...values].sort();
