// Access matrix, mutations with files: every caller against every upload, and that a refusal
// stores neither a row, a file nor a write's audit entry.
import { count, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDocuments, auditEvents, hrDocuments, hrSalaries, hrSalaryWorkflowDocuments, hrSalaryWorkflows } from '../db/schema';
import { CALLERS, tokenOf, type Caller } from '../testing/access-matrix-support';
import { demoIds, encodeWithExtractFiles, pdfFile, postUpload, storedFiles } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app.services.db);
});
afterAll(() => app.close());

type Table = typeof hrSalaries | typeof accountingDocuments | typeof hrDocuments | typeof hrSalaryWorkflows | typeof hrSalaryWorkflowDocuments;
type Outcome = 'created' | 'FORBIDDEN' | 'NOT_FOUND' | 'UNAUTHENTICATED';

const pdf = (name: string) => new File([pdfFile(name)], `${name}.pdf`, { type: 'application/pdf' });
const rows = async (table: Table) => (await app.services.db.select({ n: count() }).from(table))[0]?.n ?? 0;
/** Audit entries of writes: a refused attempt on something out of reach is logged as access.refused. */
const writesAudited = async () => (await app.services.db.select({ n: count() }).from(auditEvents).where(ne(auditEvents.action, 'access.refused')))[0]?.n ?? 0;

/** Sends the upload as the caller; checks that only a success leaves a row, a file and its audit entry behind. */
async function upload(caller: Caller, query: string, data: Record<string, unknown>, table: Table): Promise<{ outcome: Outcome; item: Record<string, unknown> | undefined }> {
  const before = { rows: await rows(table), files: (await storedFiles(app.dataDir)).length, audit: await writesAudited() };
  const result = await postUpload(app.fetch, await encodeWithExtractFiles(query, { data }), await tokenOf(app, caller));
  const code = result.errors?.[0]?.extensions?.code;
  const after = { rows: await rows(table), files: (await storedFiles(app.dataDir)).length, audit: await writesAudited() };
  if (code) {
    expect(after).toEqual(before);
    return { outcome: code as Outcome, item: undefined };
  }
  expect(result.errors).toBeUndefined();
  expect(after.rows).toBeGreaterThan(before.rows);
  expect(after.audit).toBeGreaterThan(before.audit);
  return { outcome: 'created', item: Object.values(result.data ?? {})[0] as Record<string, unknown> };
}

const refusedSignedOut = { anonymous: 'UNAUTHENTICATED', disabled: 'UNAUTHENTICATED' } as const;

describe('createHrSalary (the fiduciary’s payroll staff only)', () => {
  const create = 'mutation($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id } }';
  const expected: Record<Caller, Outcome> = { admin: 'created', payroll: 'created', accountant: 'FORBIDDEN', hr: 'FORBIDDEN', finance: 'FORBIDDEN', employee: 'FORBIDDEN', multi: 'FORBIDDEN', ...refusedSignedOut };

  it.each(CALLERS)('%s', async (caller) => {
    const data = { date: '2019-03-01', type: 'slip', employee: { connect: { id: await ids.employee('1001', '12') } }, attachment: { upload: pdf(`slip-${caller}`) } };
    expect((await upload(caller, create, data, hrSalaries)).outcome).toBe(expected[caller]);
  });
});

describe('createAccountingDocument (finance of the company and the fiduciary’s accountants)', () => {
  const create = 'mutation($data: AccountingDocumentCreateInput!) { createAccountingDocument(data: $data) { id } }';
  const input = async (caller: Caller, company: string) => ({
    type: 'purchase_invoice',
    date: '2019-03-01',
    tag: `matrix ${caller}`,
    company: { connect: { id: await ids.company(company) } },
    attachment: { upload: pdf(`invoice-${caller}`) },
  });
  const expected: Record<Caller, Outcome> = { admin: 'created', payroll: 'FORBIDDEN', accountant: 'created', hr: 'FORBIDDEN', finance: 'created', employee: 'FORBIDDEN', multi: 'FORBIDDEN', ...refusedSignedOut };

  it.each(CALLERS)('%s, for 1001', async (caller) => {
    expect((await upload(caller, create, await input(caller, '1001'), accountingDocuments)).outcome).toBe(expected[caller]);
  });

  it('finance of 1001 does not find 1002', async () => {
    expect((await upload('finance', create, await input('finance', '1002'), accountingDocuments)).outcome).toBe('NOT_FOUND');
  });
});

describe('createHrDocument (the employee, their company’s HR, the fiduciary’s admins)', () => {
  const create = 'mutation($data: HrDocumentCreateInput!) { createHrDocument(data: $data) { id needsReview } }';
  // Whoever cannot read employee@’s record does not find it; payroll reads it but uploads no HR documents.
  const expected: Record<Caller, Outcome> = { admin: 'created', payroll: 'FORBIDDEN', accountant: 'NOT_FOUND', hr: 'created', finance: 'NOT_FOUND', employee: 'created', multi: 'NOT_FOUND', ...refusedSignedOut };

  it.each(CALLERS)('%s, for employee@ (1001/12)', async (caller) => {
    const data = { employee: { connect: { id: await ids.employee('1001', '12') } }, type: { connect: { id: await ids.documentType('Diploma') } }, attachment: { upload: pdf(`diploma-${caller}`) } };
    const { outcome, item } = await upload(caller, create, data, hrDocuments);
    expect(outcome).toBe(expected[caller]);
    // Only the fiduciary's admins upload without a review.
    if (item) expect(item.needsReview).toBe(caller !== 'admin');
  });
});

describe('salary control (the fiduciary’s payroll staff create it)', () => {
  const createWorkflow = 'mutation($data: HrSalaryWorkflowCreateInput!) { createHrSalaryWorkflow(data: $data) { id } }';
  const addDocument = 'mutation($data: HrSalaryWorkflowDocumentCreateInput!) { createHrSalaryWorkflowDocument(data: $data) { id } }';
  const expected: Record<Caller, Outcome> = { admin: 'created', payroll: 'created', accountant: 'FORBIDDEN', hr: 'FORBIDDEN', finance: 'FORBIDDEN', employee: 'FORBIDDEN', multi: 'FORBIDDEN', ...refusedSignedOut };

  it.each(CALLERS.map((caller, month) => [caller, month + 1] as const))('%s creates a workflow, then adds a document to it', async (caller, month) => {
    // One month per caller: a company has one salary control per month.
    const date = `2019-${String(month).padStart(2, '0')}-01`;
    const data = { company: { connect: { id: await ids.company('1001') } }, date, documents: { create: [{ document: { upload: pdf(`control-${caller}`) } }] } };
    const created = await upload(caller, createWorkflow, data, hrSalaryWorkflows);
    expect(created.outcome).toBe(expected[caller]);
    // A refused caller still tries to add a document, to the same month's control made by payroll.
    const workflowId = created.item?.id ?? (await upload('payroll', createWorkflow, data, hrSalaryWorkflows)).item?.id;
    const added = await upload(caller, addDocument, { workflow: { connect: { id: workflowId } }, document: { upload: pdf(`control-${caller}-2`) } }, hrSalaryWorkflowDocuments);
    expect(added.outcome).toBe(expected[caller]);
  });
});
