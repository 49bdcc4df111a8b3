import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, hrDocuments, hrSalaries } from '../../db/schema';
import { ACCESS_REFUSAL_TEXTS } from '../../../../src/domain/access-refusals';
import { translate } from '../../i18n/translate';
import { buildMultipart, demoIds, graphqlUploadParts, pdfFile, postUpload, storedFiles, type MultipartBody } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

const LIMIT = 1024;
let app: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  app = await createTestApp({ maxUploadBytes: LIMIT });
  ids = await demoIds(app.services.db);
});
afterAll(() => app.close());

const createHrSalary = 'mutation($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id attachment { filename filesize } } }';
const UPLOAD_PATH = 'variables.data.attachment.upload';

const slipData = async () => ({ date: '2025-08-01', employee: { connect: { id: await ids.employee('1001', '12') } }, attachment: { upload: null } });
const slipBody = async (filename: string, bytes: Uint8Array) => buildMultipart(graphqlUploadParts(createHrSalary, { data: await slipData() }, [{ path: UPLOAD_PATH, filename, bytes }]));

/** Everything an upload could change: rows, audit entries and files (stored and in progress). */
async function snapshot() {
  const n = async (table: typeof hrSalaries | typeof hrDocuments | typeof auditEvents) => (await app.services.db.select({ n: count() }).from(table))[0]?.n;
  const all = await readdir(app.dataDir, { recursive: true }).catch(() => []);
  return { salaries: await n(hrSalaries), documents: await n(hrDocuments), audit: await n(auditEvents), files: await storedFiles(app.dataDir), everything: all.sort() };
}

async function expectRefused(body: MultipartBody, message: RegExp | string, token?: string) {
  const before = await snapshot();
  const result = await postUpload(app.fetch, body, token ?? (await app.tokenFor('payroll@demo.test')));
  expect(result.errors?.[0]?.message).toMatch(message);
  expect(result.data?.createHrSalary ?? null).toBeNull();
  expect(await snapshot()).toEqual(before);
  return result;
}

describe('files that are refused', () => {
  it('refuses a file over MAX_UPLOAD_BYTES', async () => {
    const big = new Uint8Array(LIMIT * 2).fill(0x20);
    big.set(pdfFile().subarray(0, 8));
    const result = await expectRefused(await slipBody('big.pdf', big), /File size limit exceeded: 1024 bytes/);
    expect(result.status).toBe(413);
  });

  it('accepts a file of exactly the limit', async () => {
    const exact = new Uint8Array(LIMIT).fill(0x20);
    exact.set(pdfFile().subarray(0, 8));
    const result = await postUpload<{ createHrSalary: { attachment: { filesize: number } } }>(app.fetch, await slipBody('exact.pdf', exact), await app.tokenFor('payroll@demo.test'));
    expect(result.data?.createHrSalary.attachment.filesize).toBe(LIMIT);
  });

  it('refuses a text file named .pdf', async () => {
    const result = await expectRefused(await slipBody('notes.pdf', new TextEncoder().encode('just some notes, not a PDF\n')), /File type not accepted: expected PDF/);
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('refuses executables named .pdf (ELF and MZ headers)', async () => {
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const mz = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);
    await expectRefused(await slipBody('payslip.pdf', elf), /File type not accepted/);
    await expectRefused(await slipBody('payslip.pdf', mz), /File type not accepted/);
  });

  it('refuses an empty file', async () => {
    await expectRefused(await slipBody('empty.pdf', new Uint8Array()), /^File is empty$/);
  });

  it('stores a file named ../../etc/passwd.pdf under a sanitised name and only inside the storage', async () => {
    const before = await snapshot();
    const result = await postUpload<{ createHrSalary: { attachment: { filename: string } } }>(app.fetch, await slipBody('../../etc/passwd.pdf', pdfFile()), await app.tokenFor('payroll@demo.test'));
    expect(result.errors).toBeUndefined();
    const name = result.data?.createHrSalary.attachment.filename ?? '';
    expect(name).toMatch(/passwd\.pdf$/);
    expect(name).not.toMatch(/[/\\]|\.\./);
    const after = await snapshot();
    expect(after.files).toHaveLength(before.files.length + 1);
    const added = after.everything.filter((p) => !before.everything.includes(p));
    for (const entry of added) expect(path.resolve(app.dataDir, entry).startsWith(path.join(app.dataDir, 'files'))).toBe(true);
  });
});

describe('malformed multipart requests', () => {
  const parts = async () => graphqlUploadParts(createHrSalary, { data: await slipData() }, [{ path: UPLOAD_PATH, filename: 'a.pdf', bytes: pdfFile() }]);

  it('refuses a map that is not JSON', async () => {
    const [operations, , file] = await parts();
    if (!operations || !file) throw new Error('parts missing');
    await expectRefused(buildMultipart([operations, { name: 'map', value: '{"0": ["variables.data' }, file]), /"map" must be a valid JSON string/);
  });

  it('refuses a map that points to a file part that was not sent', async () => {
    const [operations, , file] = await parts();
    if (!operations || !file) throw new Error('parts missing');
    await expectRefused(buildMultipart([operations, { name: 'map', value: JSON.stringify({ 7: [UPLOAD_PATH] }) }, file]), /data\.attachment\.upload.*not to be null/);
  });

  it('refuses a body whose boundary differs from the declared one', async () => {
    const body = buildMultipart(await parts(), 'the-real-boundary');
    const result = await expectRefused({ ...body, contentType: 'multipart/form-data; boundary=another-boundary' }, /invalid multipart data/);
    expect(result.status).toBe(400);
  });

  it('refuses a truncated body', async () => {
    const body = buildMultipart(await parts());
    const result = await expectRefused({ ...body, body: body.body.slice(0, body.body.byteLength - 60) }, /invalid multipart data: Unexpected end/);
    expect(result.status).toBe(400);
  });

  it('refuses a request without operations', async () => {
    const [, map, file] = await parts();
    if (!map || !file) throw new Error('parts missing');
    await expectRefused(buildMultipart([map, file]), /Missing multipart form field "operations"/);
  });
});

describe('requests that must not run', () => {
  it('answers 400 without the apollo-require-preflight header, and the mutation does not run', async () => {
    const before = await snapshot();
    const result = await postUpload(app.fetch, await slipBody('a.pdf', pdfFile()), await app.tokenFor('payroll@demo.test'), {});
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toMatch(/apollo-require-preflight/);
    expect(await snapshot()).toEqual(before);

    const json = await app.fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: 'mutation { signout }' }) });
    expect(json.status).toBe(400);
  });

  it('refuses an upload by a user without the right with FORBIDDEN and leaves no file', async () => {
    // The access layer's refusal, in the caller's language (French: no saved language, no header).
    const result = await expectRefused(await slipBody('a.pdf', pdfFile()), translate('fr', ACCESS_REFUSAL_TEXTS.NOT_ALLOWED), await app.tokenFor('employee@demo.test'));
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ALLOWED' });
  });

  it('refuses an upload without any token as unauthenticated', async () => {
    const before = await snapshot();
    const result = await postUpload(app.fetch, await slipBody('a.pdf', pdfFile()), null);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await snapshot()).toEqual(before);
  });

  it('treats a forged bearer token as signed out', async () => {
    const forged = 'x'.repeat(43);
    expect((await app.gql('{ me { id } }', {}, forged)).data).toEqual({ me: null });
    const real = await app.tokenFor('employee@demo.test');
    const tampered = `${real.slice(0, -2)}${real.endsWith('aa') ? 'bb' : 'aa'}`;
    expect((await app.gql('{ me { id } }', {}, tampered)).data).toEqual({ me: null });
    expect((await app.gql<{ me: { email: string } }>('{ me { email } }', {}, real)).data?.me.email).toBe('employee@demo.test');
  });
});
