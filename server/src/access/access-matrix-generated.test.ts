// The access matrix, generated from the declarations: every root operation of the running schema
// (access/rules/), run by every demo role, anonymous and an impersonating admin, against targets in
// the caller's company, in a company they have no part in, and of an employee hidden from HR. What
// each call must do comes from the operation's declared rule (its gate and impersonation policy) and
// from tenant isolation; every call that must be refused is refused, and the database is re-read
// after them: nothing changed. A new operation without a rule fails at start; without a probe, here.
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationRule } from './operation-rule';
import { operationRules } from './rules';
import { createScope, type Scope } from './scope';
import * as schema from '../db/schema';
import { DEMO_USERS, type DemoUserKey } from '../db/seed/demo-facts';
import { lists } from '../lists';
import { buildSchema } from '../schema';
import { demoIds, type DemoIds } from '../testing/access-matrix-support';
import { encodeWithExtractFiles, postUpload } from '../testing/multipart';
import { customProbes, leaks, listProbes, type OperationProbe, type Target } from '../testing/operation-probes';
import { createTestApp, type TestApp } from '../testing/test-app';

type Caller = DemoUserKey | 'anonymous' | 'impersonating';
const CALLERS: readonly Caller[] = [...(Object.keys(DEMO_USERS) as DemoUserKey[]), 'anonymous', 'impersonating'];
/** Client-side users: their companies are 1001 (and 1002 for multi@); 1003 is nobody's of theirs. */
const COMPANY_USERS: ReadonlySet<Caller> = new Set(['hr', 'finance', 'employee', 'multi', 'impersonating']);

let app: TestApp;
let ids: DemoIds;
const tokens = new Map<Caller, string | null>();
const scopes = new Map<Caller, Scope>();
const targets = {} as Record<'home' | 'other' | 'hidden', Target>;
const tally = { operations: 0, calls: 0, refused: 0 };

/** Tables whose rows a refused call must leave as they were (the log of refusals and sign-ins aside). */
const WATCHED = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable))
  .map((t) => getTableName(t))
  .filter((name) => !['audit_events', 'rate_limit_events', 'sessions', 'magic_link_tokens'].includes(name));

async function snapshot(): Promise<string> {
  const parts = WATCHED.map((name) => sql.raw(`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t)`));
  // One row of users carries the expression: every table's digest, read in one statement.
  const [row] = await app.services.db.select({ state: sql<string>`concat_ws(',', ${sql.join(parts, sql`, `)})` }).from(schema.users).limit(1);
  return String(row?.state);
}

async function call(caller: Caller, probe: OperationProbe, target: Target) {
  const { query, variables = {}, upload } = probe.call(target);
  const token = tokens.get(caller) ?? null;
  const res = upload ? await postUpload(app.fetch, await encodeWithExtractFiles(query, variables), token) : await app.gql(query, variables, token);
  tally.calls += 1;
  return res as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** What the declared rule says of this caller, whatever the target: null when the gate lets them in. */
function gateVerdict(rule: OperationRule, caller: Caller): string | null {
  if (rule.gate === 'anyone') return caller === 'impersonating' && rule.impersonation !== 'acts' ? `blocked:${rule.impersonation}` : null;
  if (caller === 'anonymous' || caller === 'disabled') return 'UNAUTHENTICATED';
  if (caller === 'impersonating' && rule.impersonation !== 'acts') return `blocked:${rule.impersonation}`;
  if (typeof rule.gate === 'function' && !rule.gate(scopes.get(caller) as Scope)) return 'NOT_ALLOWED';
  return null;
}

function outcome(res: Awaited<ReturnType<typeof call>>): string {
  const error = res.errors?.[0];
  if (!error) return 'ok';
  const ext = error.extensions ?? {};
  if (ext.blockedAction) return `blocked:${String(ext.blockedAction)}`;
  if (ext.reason === 'NOT_ALLOWED') return 'NOT_ALLOWED';
  return String(ext.code ?? 'error');
}

async function fixtures(): Promise<void> {
  const db = app.services.db;
  const fileColumns = (name: string) => ({ fileKey: `matrix/${name}`, filename: name, filesize: 1, sha256: '0'.repeat(64), mimetype: 'application/pdf' });
  const [type] = await db.select({ id: schema.hrDocumentTypes.id }).from(schema.hrDocumentTypes).limit(1);
  const [event] = await db.insert(schema.auditEvents).values({ actorId: ids.user.admin, onBehalfOfId: null, action: 'matrix.probe', list: 'Company', itemId: '', details: {} }).returning();
  const make = async (company: string, employee: string, suffix: string): Promise<Target> => {
    const [user] = await db.insert(schema.users).values({ email: `matrix.${suffix}@demo.test`, name: `Matrix ${suffix}` }).returning({ id: schema.users.id });
    await db.update(schema.companyEmployees).set({ userId: user!.id }).where(eq(schema.companyEmployees.id, employee));
    const [salary] = await db.insert(schema.hrSalaries).values({ date: '2025-01-01', employeeId: employee, ...fileColumns(`s-${suffix}.pdf`) }).returning();
    const [accounting] = await db.insert(schema.accountingDocuments).values({ date: '2025-01-01', companyId: company, tag: 'probe', ...fileColumns(`a-${suffix}.pdf`) }).returning();
    const [document] = await db.insert(schema.hrDocuments).values({ employeeId: employee, typeId: type!.id, needsReview: false, ...fileColumns(`d-${suffix}.pdf`) }).returning();
    const [workflow] = await db.insert(schema.hrSalaryWorkflows).values({ date: `2030-0${Object.keys(targets).length + 1}-01`, companyId: company, createdById: ids.user.payroll }).returning();
    const [workflowDocument] = await db.insert(schema.hrSalaryWorkflowDocuments).values({ workflowId: workflow!.id, createdById: ids.user.payroll, ...fileColumns(`w-${suffix}.pdf`) }).returning();
    const [message] = await db.insert(schema.hrMessages).values({ employeeId: employee, authorId: user!.id, body: 'Probe' }).returning();
    return {
      company,
      employee,
      user: user!.id,
      salary: salary!.id,
      accountingDocument: accounting!.id,
      accountingFile: String(accounting!.fileKey),
      hrDocument: document!.id,
      hrDocumentType: type!.id,
      workflow: workflow!.id,
      workflowDocument: workflowDocument!.id,
      message: message!.id,
      auditEvent: event!.id,
    };
  };
  const [hidden] = await db.select({ id: schema.companyEmployees.id }).from(schema.companyEmployees).where(eq(schema.companyEmployees.isHiddenInHr, true));
  const [ardennes] = await db.select({ id: schema.companyEmployees.id }).from(schema.companyEmployees).where(eq(schema.companyEmployees.companyId, ids.company['1003']!)).limit(1);
  targets.home = await make(ids.company['1001']!, ids.employee['1001/14']!, 'home');
  targets.other = await make(ids.company['1003']!, ardennes!.id, 'other');
  targets.hidden = await make(ids.company['1001']!, hidden!.id, 'hidden');
}

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
  await fixtures();
  for (const caller of Object.keys(DEMO_USERS) as DemoUserKey[]) {
    tokens.set(caller, await app.tokenFor(DEMO_USERS[caller].email));
    const [user] = await app.services.db.select().from(schema.users).where(eq(schema.users.id, ids.user[caller]));
    const employees = await app.services.db.select().from(schema.companyEmployees).where(eq(schema.companyEmployees.userId, ids.user[caller]));
    scopes.set(caller, createScope({ user: user!, employees }));
  }
  tokens.set('anonymous', null);
  scopes.set('impersonating', scopes.get('employee') as Scope);
  const started = await app.gql<{ startImpersonation: { token: string } }>(
    'mutation($id: ID!) { startImpersonation(userId: $id, reason: "Matrix: acting as employee") { ... on RedeemUserMagicAuthTokenSuccess { token } } }',
    { id: ids.user.employee },
    tokens.get('admin'),
  );
  tokens.set('impersonating', started.data?.startImpersonation.token ?? null);
});
afterAll(() => app.close());

const rules = operationRules(lists);
const schemaFields = (() => {
  const built = buildSchema();
  return [
    ...Object.keys(built.getQueryType()?.getFields() ?? {}).map((name) => ({ kind: 'Query' as const, name })),
    ...Object.keys(built.getMutationType()?.getFields() ?? {}).map((name) => ({ kind: 'Mutation' as const, name })),
  ];
})();
const probes: Record<string, OperationProbe> = { ...listProbes(lists), ...customProbes };

it('has a probe for every operation of the schema, and no probe for one that is gone', () => {
  // The re-read after refusals watches every table of the schema (a miss here would make it vacuous).
  expect(WATCHED).toEqual(expect.arrayContaining(['users', 'company_employees', 'hr_salaries', 'hr_documents', 'hr_messages', 'accounting_documents']));
  expect(schemaFields.map((f) => f.name).filter((name) => !probes[name])).toEqual([]);
  expect(Object.keys(probes).filter((name) => !schemaFields.some((f) => f.name === name))).toEqual([]);
});

describe.each(schemaFields.map((field) => [`${field.kind}.${field.name}`, field] as const))('%s', (_, { kind, name }) => {
  const rule = rules[kind][name] as OperationRule;
  const probe = probes[name] as OperationProbe;

  it('refuses whom its rule refuses and anything of a company or hidden employee out of reach; refusals change nothing', async () => {
    tally.operations += 1;
    const before = await snapshot();
    for (const caller of CALLERS) {
      const gate = gateVerdict(rule, caller);
      for (const [kindOfTarget, target] of Object.entries(targets)) {
        // 1003 is none of the client users' companies; the hidden employee is none of theirs to see.
        const outOfReach = COMPANY_USERS.has(caller) && ((kindOfTarget === 'other' && probe.subject !== null) || (kindOfTarget === 'hidden' && probe.subject === 'employee'));
        // Allowed writes are the specific matrix tests' (access-matrix-*.test.ts): here only refusals run.
        if (!gate && !outOfReach && kind === 'Mutation') continue;
        const res = await call(caller, probe, target);
        const got = outcome(res);
        const where = `${caller} → ${kindOfTarget}${res.errors?.[0] && got !== 'ok' ? ` (${res.errors[0].message})` : ''}`;
        if (gate) {
          expect(`${where}: ${got}`).toBe(`${where}: ${gate}`);
          tally.refused += 1;
        } else if (outOfReach) {
          const value = res.data?.[name];
          const gaveAway = got === 'ok' && (probe.leaked ? probe.leaked(value) : leaks(value));
          expect(`${where}: ${gaveAway ? `gave ${JSON.stringify(value)}` : 'nothing'}`).toBe(`${where}: nothing`);
          tally.refused += 1;
        } else {
          expect(`${where}: ${got}`).not.toMatch(/UNAUTHENTICATED|NOT_ALLOWED|blocked|GRAPHQL_VALIDATION_FAILED/);
        }
      }
    }
    expect(await snapshot()).toBe(before);
  });
});

it('ran the whole matrix', () => {
  // The figures for the issue's note: operations × callers × targets, and how many were refusals.
  console.info(`access matrix: ${tally.operations} operations × ${CALLERS.length} callers × ${Object.keys(targets).length} targets: ${tally.calls} calls, ${tally.refused} refused`);
  expect(tally.operations).toBe(schemaFields.length);
});
