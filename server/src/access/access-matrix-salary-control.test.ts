// Access matrix, salary control's review loop: every caller against reading another company's
// workflows, reviewing, adding a correction or reply, and deleting a document. A refusal changes
// nothing. Reviewers of 1001 see nothing of 1002 and the other way round.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLERS, dataAs, errorCodesAs, type Caller } from '../testing/access-matrix-support';
import { demoIds } from '../testing/multipart';
import { addAs, openWorkflow, remove, review, workflowAs } from '../testing/salary-control';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
/** One 1001 and one 1002 workflow with a document per caller, so each row of the matrix acts on its own. */
let w1001: { id: string; documents: string[] };
let w1002: { id: string; documents: string[] };
const docOf = (w: { documents: string[] }, caller: Caller) => w.documents[CALLERS.indexOf(caller)]!;

type Outcome = 'ok' | 'FORBIDDEN' | 'NOT_FOUND' | 'UNAUTHENTICATED';
const signedOut = { anonymous: 'UNAUTHENTICATED', disabled: 'UNAUTHENTICATED' } as const;
const outcome = async (caller: Caller, query: string, variables: Record<string, unknown>): Promise<Outcome> =>
  ((await errorCodesAs(app, caller, query, variables))[0] as Outcome | undefined) ?? 'ok';

beforeAll(async () => {
  app = await createTestApp();
  const ids = await demoIds(app.services.db);
  w1001 = await openWorkflow(app, await ids.company('1001'), '2012-01-01', CALLERS.length);
  w1002 = await openWorkflow(app, await ids.company('1002'), '2012-01-01', CALLERS.length);
});
afterAll(() => app.close());

describe('reading another company’s salary control', () => {
  const list = '{ hrSalaryWorkflows(take: 100) { id } hrSalaryWorkflowsCount hrSalaryWorkflowDocuments(take: 500) { id } }';
  type Seen = { hrSalaryWorkflows: { id: string }[]; hrSalaryWorkflowsCount: number; hrSalaryWorkflowDocuments: { id: string }[] };

  it('hr@ (reviewer at 1001) sees 1001’s and nothing of 1002, in lists, counts, by id and through documents', async () => {
    const seen = await dataAs<Seen>(app, 'hr', list);
    expect(seen.hrSalaryWorkflows.map((w) => w.id)).toContain(w1001.id);
    expect(seen.hrSalaryWorkflows.map((w) => w.id)).not.toContain(w1002.id);
    expect(seen.hrSalaryWorkflowDocuments.map((d) => d.id)).not.toContain(w1002.documents[0]);
    expect(seen.hrSalaryWorkflowsCount).toBe(seen.hrSalaryWorkflows.length);
    expect(await workflowAs(app, 'hr', w1002.id)).toBeNull();
  });

  it('multi@ (HR at 1002 only) sees 1002’s and nothing of 1001', async () => {
    const seen = await dataAs<Seen>(app, 'multi', list);
    expect(seen.hrSalaryWorkflows.map((w) => w.id)).toEqual([w1002.id]);
    expect(seen.hrSalaryWorkflowsCount).toBe(1);
    expect(await workflowAs(app, 'multi', w1001.id)).toBeNull();
  });
});

describe('updateHrSalaryWorkflowDocument on a 1002 document', () => {
  // Only 1002's reviewers review it; the fiduciary reads it but does not review its own work.
  const expected: Record<Caller, Outcome> = { admin: 'FORBIDDEN', payroll: 'FORBIDDEN', accountant: 'NOT_FOUND', hr: 'NOT_FOUND', finance: 'NOT_FOUND', employee: 'NOT_FOUND', multi: 'ok', ...signedOut };

  it.each(CALLERS)('%s', async (caller) => {
    const id = docOf(w1002, caller);
    expect(await outcome(caller, review, { id, data: { status: 'rejected', feedback: 'Check it', expectedVersion: 1 } })).toBe(expected[caller]);
    const doc = (await workflowAs(app, 'admin', w1002.id))?.documents.find((d) => d.id === id);
    expect(doc?.status).toBe(expected[caller] === 'ok' ? 'rejected' : 'pending');
  });
});

describe('createHrSalaryWorkflowDocument replying to a 1001 document (payroll staff only)', () => {
  const expected: Record<Caller, Outcome> = { admin: 'ok', payroll: 'ok', accountant: 'FORBIDDEN', hr: 'FORBIDDEN', finance: 'FORBIDDEN', employee: 'FORBIDDEN', multi: 'FORBIDDEN', ...signedOut };

  it.each(CALLERS)('%s', async (caller) => {
    const before = (await workflowAs(app, 'admin', w1001.id))?.documents.length ?? 0;
    const result = await addAs(app, caller, { workflow: { connect: { id: w1001.id } }, replaces: { connect: { id: docOf(w1001, caller) } }, feedbackFg: `Reply by ${caller}` });
    expect(result.errors?.[0]?.extensions?.code ?? 'ok').toBe(expected[caller]);
    const after = (await workflowAs(app, 'admin', w1001.id))?.documents.length ?? 0;
    expect(after - before).toBe(expected[caller] === 'ok' ? 1 : 0);
  });
});

describe('deleteHrSalaryWorkflowDocument (canRemoveSalaryWorkflowDocument only)', () => {
  // admin@ holds every user flag; nobody else has this one.
  const expected: Record<Caller, Outcome> = { admin: 'ok', payroll: 'FORBIDDEN', accountant: 'FORBIDDEN', hr: 'FORBIDDEN', finance: 'FORBIDDEN', employee: 'FORBIDDEN', multi: 'FORBIDDEN', ...signedOut };

  it.each(CALLERS)('%s', async (caller) => {
    const id = docOf(w1002, caller);
    expect(await outcome(caller, remove, { id })).toBe(expected[caller]);
    const still = (await workflowAs(app, 'admin', w1002.id))?.documents.some((d) => d.id === id);
    expect(still).toBe(expected[caller] !== 'ok');
  });
});
