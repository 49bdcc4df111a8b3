import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hrDocuments, hrSalaries, hrSalaryWorkflows } from '../../db/schema';
import { buildMultipart, demoIds, encodeWithExtractFiles, graphqlUploadParts, pdfFile, postUpload, storedFiles } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app.services.db);
});
afterAll(() => app.close());

const createHrSalary = 'mutation($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id attachment { filename sha256 } } }';

/** One createHrSalary request as the upload queue sends it: a fresh body each time, the same key. */
async function sendSlip(email: string, uploadKey: string, body = 'slip') {
  const data = { date: '2025-09-01', employee: { connect: { id: await ids.employee('1001', '15') } }, attachment: { upload: null }, uploadKey };
  const multipart = buildMultipart(graphqlUploadParts(createHrSalary, { data }, [{ path: 'variables.data.attachment.upload', filename: 'Sal_1001_15_092025.pdf', bytes: pdfFile(body) }]));
  return postUpload<{ createHrSalary: { id: string } | null }>(app.fetch, multipart, await app.tokenFor(email));
}

const rowsWithKey = async (uploadKey: string) =>
  (await app.services.db.select({ n: count() }).from(hrSalaries).where(eq(hrSalaries.uploadKey, uploadKey)))[0]?.n ?? 0;

describe('uploadKey idempotency', () => {
  it('returns the first item when the same user sends the same key again, storing one file', async () => {
    const files = (await storedFiles(app.dataDir)).length;
    const first = await sendSlip('payroll@demo.test', 'queue-item-0001');
    const again = await sendSlip('payroll@demo.test', 'queue-item-0001', 'a retry carries the same bytes, but even other bytes are not stored');
    expect(first.errors).toBeUndefined();
    expect(again.data?.createHrSalary?.id).toBe(first.data?.createHrSalary?.id);
    expect(await rowsWithKey('queue-item-0001')).toBe(1);
    expect(await storedFiles(app.dataDir)).toHaveLength(files + 1);
  });

  it('creates one item when two requests with one key race', async () => {
    const files = (await storedFiles(app.dataDir)).length;
    const results = await Promise.all([1, 2, 3].map(() => sendSlip('payroll@demo.test', 'queue-item-race-1')));
    for (const result of results) expect(result.errors).toBeUndefined();
    const idsSeen = new Set(results.map((r) => r.data?.createHrSalary?.id));
    expect(idsSeen.size).toBe(1);
    expect(await rowsWithKey('queue-item-race-1')).toBe(1);
    expect(await storedFiles(app.dataDir)).toHaveLength(files + 1);
  });

  it('keeps keys per user: another user with the same key gets an item of their own', async () => {
    const mine = await sendSlip('payroll@demo.test', 'queue-item-shared');
    const theirs = await sendSlip('admin@demo.test', 'queue-item-shared');
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.createHrSalary?.id).toBeDefined();
    expect(theirs.data?.createHrSalary?.id).not.toBe(mine.data?.createHrSalary?.id);
    expect(await rowsWithKey('queue-item-shared')).toBe(2);
  });

  it('refuses a malformed key with BAD_USER_INPUT and stores nothing', async () => {
    const before = { rows: (await app.services.db.select({ n: count() }).from(hrSalaries))[0]?.n, files: await storedFiles(app.dataDir) };
    for (const key of ['short', 'has space in it', 'semi;colon;key', 'x'.repeat(201)]) {
      const result = await sendSlip('payroll@demo.test', key);
      expect(result.errors?.[0]).toMatchObject({ message: 'uploadKey must be 8 to 200 letters, digits or . _ : -', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect({ rows: (await app.services.db.select({ n: count() }).from(hrSalaries))[0]?.n, files: await storedFiles(app.dataDir) }).toEqual(before);
  });

  it('applies to HR documents too: the employee retrying a queued upload gets one document', async () => {
    const send = async () => {
      const data = {
        employee: { connect: { id: await ids.employee('1001', '12') } },
        type: { connect: { id: await ids.documentType('Diploma') } },
        attachment: { upload: null },
        uploadKey: 'employee-diploma-1',
      };
      const multipart = buildMultipart(
        graphqlUploadParts('mutation($data: HrDocumentCreateInput!) { createHrDocument(data: $data) { id } }', { data }, [
          { path: 'variables.data.attachment.upload', filename: 'diploma.pdf', bytes: pdfFile('diploma') },
        ]),
      );
      return postUpload<{ createHrDocument: { id: string } }>(app.fetch, multipart, await app.tokenFor('employee@demo.test'));
    };
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.data?.createHrDocument.id).toBeDefined();
    expect(b.data?.createHrDocument.id).toBe(a.data?.createHrDocument.id);
    const employee = await ids.user('employee@demo.test');
    const [row] = await app.services.db
      .select({ n: count() })
      .from(hrDocuments)
      .where(and(eq(hrDocuments.createdById, employee), eq(hrDocuments.uploadKey, 'employee-diploma-1')));
    expect(row?.n).toBe(1);
  });

  it('does not use up a key when the attempt with it failed', async () => {
    const data = async (bytes: Uint8Array<ArrayBuffer>) => ({
      date: '2025-10-01',
      employee: { connect: { id: await ids.employee('1001', '15') } },
      attachment: { upload: new File([bytes], 'Sal_1001_15_102025.pdf') },
      uploadKey: 'queue-item-retry-after-failure',
    });
    const token = await app.tokenFor('payroll@demo.test');
    const failed = await postUpload(app.fetch, await encodeWithExtractFiles(createHrSalary, { data: await data(new TextEncoder().encode('not a pdf')) }), token);
    expect(failed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const retried = await postUpload<{ createHrSalary: { id: string } }>(app.fetch, await encodeWithExtractFiles(createHrSalary, { data: await data(pdfFile()) }), token);
    expect(retried.errors).toBeUndefined();
    expect(await rowsWithKey('queue-item-retry-after-failure')).toBe(1);
  });

  it('returns the first salary control for a repeated key instead of a CONFLICT, also when the requests race', async () => {
    const send = async () => {
      const data = {
        company: { connect: { id: await ids.company('1002') } },
        date: '2024-05-01',
        uploadKey: 'workflow-1002-052024',
        documents: { create: [{ document: { upload: new File([pdfFile('1002')], '1002_052024.pdf') } }] },
      };
      const form = await encodeWithExtractFiles('mutation($data: HrSalaryWorkflowCreateInput!) { createHrSalaryWorkflow(data: $data) { id } }', { data });
      return postUpload<{ createHrSalaryWorkflow: { id: string } | null }>(app.fetch, form, await app.tokenFor('payroll@demo.test'));
    };
    const files = (await storedFiles(app.dataDir)).length;
    const results = await Promise.all([send(), send()]);
    const again = await send();
    for (const result of [...results, again]) expect(result.errors).toBeUndefined();
    expect(new Set([...results, again].map((r) => r.data?.createHrSalaryWorkflow?.id)).size).toBe(1);
    const [row] = await app.services.db.select({ n: count() }).from(hrSalaryWorkflows).where(eq(hrSalaryWorkflows.uploadKey, 'workflow-1002-052024'));
    expect(row?.n).toBe(1);
    expect(await storedFiles(app.dataDir)).toHaveLength(files + 1);
  });
});
