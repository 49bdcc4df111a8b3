import { readdir } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_REFUSAL_TEXTS } from '../../../src/domain/upload-refusals';
import { accountingDocuments, auditEvents, hrSalaries } from '../db/schema';
import { translate } from '../i18n/translate';
import { buildMultipart, demoIds, graphqlUploadParts, pdfFile, postUpload, storedFiles } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { listenTestServer } from '../testing/test-server';
import { CUSTOM_MARKER, eicarBytes, SIGNATURES, startTestClamd, type TestClamd } from './clamd-for-tests';
import { MALWARE_AUDIT_ACTION } from './scanning-file-storage';

// Uploads through the API with CLAMD_URL set to Debian's real clamd (clamd-for-tests.ts), whose
// StreamMaxLength is set below MAX_UPLOAD_BYTES here to see what happens above it.

const STREAM_MAX = 256 * 1024;
let clamd: TestClamd;
let app: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
let server: Awaited<ReturnType<typeof listenTestServer>>;

beforeAll(async () => {
  clamd = await startTestClamd({ streamMaxLength: '256K' });
  // The demo data's files are scanned too: they go through the same storage.
  app = await createTestApp({ clamd: { address: clamd.unix, timeoutMs: 10_000 } });
  ids = await demoIds(app.services.db);
  server = await listenTestServer(app);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await app?.close();
  await clamd?.stop();
});

const createHrSalary = 'mutation($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id attachment { filename } } }';
const createAccounting = 'mutation($data: AccountingDocumentCreateInput!) { createAccountingDocument(data: $data) { id } }';

async function uploadSlip(filename: string, bytes: Uint8Array, language = 'en') {
  const data = { date: '2025-09-01', employee: { connect: { id: await ids.employee('1001', '12') } }, attachment: { upload: null } };
  const body = buildMultipart(graphqlUploadParts(createHrSalary, { data }, [{ path: 'variables.data.attachment.upload', filename, bytes }]));
  return postUpload<{ createHrSalary: { id: string } }>(app.fetch, body, await app.tokenFor('payroll@demo.test'), { 'apollo-require-preflight': 'true', 'accept-language': language });
}

/** Everything an upload could change: rows, audit entries, stored files and anything else under DATA_DIR. */
async function snapshot() {
  const n = async (table: typeof hrSalaries | typeof accountingDocuments | typeof auditEvents) => (await app.services.db.select({ n: count() }).from(table))[0]?.n;
  const everything = (await readdir(app.dataDir, { recursive: true })).sort();
  return { salaries: await n(hrSalaries), accounting: await n(accountingDocuments), audit: await n(auditEvents), files: await storedFiles(app.dataDir), everything };
}

async function malwareEntries() {
  return app.services.db.select().from(auditEvents).where(eq(auditEvents.action, MALWARE_AUDIT_ACTION));
}

async function health() {
  const response = await fetch(`${server.base}/healthz`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('uploads scanned by clamd', () => {
  it('stores a clean PDF, and /healthz reports the scanner', async () => {
    const before = await snapshot();
    const result = await uploadSlip('Sal_1001_12_092025.pdf', pdfFile('a clean slip'));
    expect(result.errors).toBeUndefined();
    const after = await snapshot();
    expect(after.salaries).toBe((before.salaries ?? 0) + 1);
    expect(after.files).toHaveLength(before.files.length + 1);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', scanner: 'ok' } });
  });

  it('refuses the EICAR test file for good, in the uploader language, audits it and stores nothing', async () => {
    const before = await snapshot();
    const result = await uploadSlip('Sal_1001_12_092025.pdf', eicarBytes(), 'de');
    expect(result.errors?.[0]?.message).toBe(translate('de', UPLOAD_REFUSAL_TEXTS.MALWARE_FOUND));
    expect(result.errors?.[0]?.message).not.toBe(UPLOAD_REFUSAL_TEXTS.MALWARE_FOUND);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'MALWARE_FOUND' });
    expect(result.data?.createHrSalary ?? null).toBeNull();
    expect(result.status).toBe(200);
    expect(await snapshot()).toEqual({ ...before, audit: (before.audit ?? 0) + 1 });

    const [entry, ...others] = await malwareEntries();
    expect(others).toEqual([]);
    const payroll = await ids.user('payroll@demo.test');
    expect(entry).toMatchObject({ actorId: payroll, onBehalfOfId: null, list: 'HrSalary', itemId: '' });
    expect(entry?.details).toEqual({ signature: expect.stringMatching(/^Portal\.Test\.Eicar\./), filename: 'Sal_1001_12_092025.pdf', filesize: eicarBytes().byteLength });
  });

  it('refuses a PDF with the EICAR string or our own pattern inside, for any list', async () => {
    const before = await snapshot();
    const inside = await uploadSlip('inside.pdf', new Uint8Array([...pdfFile('page 1'), ...eicarBytes(), ...pdfFile('page 2')]), 'pt');
    expect(inside.errors?.[0]?.message).toBe(translate('pt', UPLOAD_REFUSAL_TEXTS.MALWARE_FOUND));

    const data = { type: 'purchase_invoice', date: '2025-10-15', tag: 'Q4 2025', company: { connect: { id: await ids.company('1001') } }, attachment: { upload: null } };
    const marked = new Uint8Array([...pdfFile('invoice'), ...new TextEncoder().encode(CUSTOM_MARKER)]);
    const body = buildMultipart(graphqlUploadParts(createAccounting, { data }, [{ path: 'variables.data.attachment.upload', filename: 'invoice.pdf', bytes: marked }]));
    const accounting = await postUpload(app.fetch, body, await app.tokenFor('finance@demo.test'));
    expect(accounting.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'MALWARE_FOUND' });

    expect(await snapshot()).toEqual({ ...before, audit: (before.audit ?? 0) + 2 });
    const signatures = (await malwareEntries()).map((entry) => [entry.list, entry.details.signature]);
    expect(signatures).toContainEqual(['HrSalary', `${SIGNATURES.eicarPattern}.UNOFFICIAL`]);
    expect(signatures).toContainEqual(['AccountingDocument', `${SIGNATURES.marker}.UNOFFICIAL`]);
  });

  it('refuses a file above clamd StreamMaxLength as retryable and stores nothing', async () => {
    const before = await snapshot();
    const big = new Uint8Array(STREAM_MAX + 64 * 1024).fill(0x20);
    big.set(pdfFile());
    const result = await uploadSlip('big.pdf', big, 'fr');
    expect(result.errors?.[0]?.message).toBe(translate('fr', UPLOAD_REFUSAL_TEXTS.SCANNER_UNAVAILABLE));
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: 'SCANNER_UNAVAILABLE' });
    // A field error with status 200: the other files of a request keep their answers, and the portal's
    // queue retries SERVICE_UNAVAILABLE later (src/lib/server-answer.test.ts).
    expect(result.status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  // Last: clamd stays down for the rest of the file.
  it('refuses every upload as retryable while clamd is down, stores nothing, and /healthz stays 200', async () => {
    await clamd.stop();
    const before = await snapshot();
    const result = await uploadSlip('Sal_1001_12_092025.pdf', pdfFile('a clean slip, unscanned'));
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', reason: 'SCANNER_UNAVAILABLE' });
    expect(result.status).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', scanner: 'down' } });
  });
});
