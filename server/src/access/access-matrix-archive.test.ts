// Access matrix for downloadArchiveUrl: every caller against both lists, and the ZIP each allowed
// caller gets over the real HTTP server holds exactly the items asked for, under their names.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDocuments, companies, companyEmployees, hrSalaries } from '../db/schema';
import { CALLERS, tokenOf, type Caller } from '../testing/access-matrix-support';
import { createTestApp, type TestApp } from '../testing/test-app';
import { listenTestServer } from '../testing/test-server';
import { readZipEntries } from '../testing/zip-entries';

let app: TestApp;
let server: Awaited<ReturnType<typeof listenTestServer>>;
const docs: Record<'1001' | '1002', { id: string; filename: string }[]> = { '1001': [], '1002': [] };
let slipsOf12: { id: string; filename: string }[] = [];
let slipOf1002: string;

const mutation = 'mutation($list: ArchiveList!, $ids: [ID!]!) { downloadArchiveUrl(list: $list, ids: $ids) }';

async function archiveUrl(caller: Caller, list: 'HrSalary' | 'AccountingDocument', ids: string[]) {
  const res = await app.gql<{ downloadArchiveUrl: string }>(mutation, { list, ids }, await tokenOf(app, caller));
  return { url: res.data?.downloadArchiveUrl ?? null, code: res.errors?.[0]?.extensions?.code ?? null, message: res.errors?.[0]?.message };
}

async function zipEntryNames(url: string): Promise<string[]> {
  const res = await fetch(server.base + url);
  expect(res.status).toBe(200);
  return (await readZipEntries(Buffer.from(await res.arrayBuffer()))).map((e) => e.name);
}

beforeAll(async () => {
  app = await createTestApp();
  server = await listenTestServer(app);
  const db = app.services.db;
  for (const code of ['1001', '1002'] as const) {
    docs[code] = await db
      .select({ id: accountingDocuments.id, filename: accountingDocuments.filename })
      .from(accountingDocuments)
      .innerJoin(companies, eq(companies.id, accountingDocuments.companyId))
      .where(eq(companies.code, code))
      .then((rows) => rows.map((r) => ({ id: r.id, filename: r.filename ?? '' })));
  }
  // The demo has no slips at 1002: one is stored here, for the other-company refusal.
  const [employee1002] = await db.select({ id: companyEmployees.id }).from(companyEmployees).innerJoin(companies, eq(companies.id, companyEmployees.companyId)).where(eq(companies.code, '1002')).limit(1);
  const stored = await app.services.storage.save(new File([new TextEncoder().encode('%PDF-1.7\nslip 1002\n')], 'Sal_1002_1_012020.pdf'), { accept: ['pdf'], maxBytes: 1024 * 1024 });
  await db.insert(hrSalaries).values({ date: '2020-01-01', type: 'slip', employeeId: employee1002!.id, fileKey: stored.key, filename: stored.filename, filesize: stored.filesize, sha256: stored.sha256, mimetype: stored.mimetype });
  const slipRows = await db
    .select({ id: hrSalaries.id, filename: hrSalaries.filename, code: companyEmployees.code, company: companies.code })
    .from(hrSalaries)
    .innerJoin(companyEmployees, eq(companyEmployees.id, hrSalaries.employeeId))
    .innerJoin(companies, eq(companies.id, companyEmployees.companyId));
  slipsOf12 = slipRows.filter((r) => r.company === '1001' && r.code === '12').map((r) => ({ id: r.id, filename: r.filename ?? '' }));
  slipOf1002 = slipRows.find((r) => r.company === '1002')!.id;
  expect(slipsOf12.length).toBeGreaterThanOrEqual(3);
  expect(docs['1001'].length).toBeGreaterThanOrEqual(3);
});
afterAll(async () => {
  await server.stop();
  await app.close();
});

const refusedSignedOut = { anonymous: 'UNAUTHENTICATED', disabled: 'UNAUTHENTICATED' } as const;

describe('downloadArchiveUrl(AccountingDocument) — finance of the company and the fiduciary’s accountants', () => {
  const expected: Record<Caller, string> = { admin: 'ok', payroll: 'FORBIDDEN', accountant: 'ok', hr: 'FORBIDDEN', finance: 'ok', employee: 'FORBIDDEN', multi: 'FORBIDDEN', ...refusedSignedOut };

  it.each(CALLERS)('%s, three documents of 1001', async (caller) => {
    const chosen = docs['1001'].slice(0, 3);
    const { url, code } = await archiveUrl(caller, 'AccountingDocument', chosen.map((d) => d.id));
    expect(code ?? 'ok').toBe(expected[caller]);
    if (url) expect(await zipEntryNames(url)).toEqual(chosen.map((d) => d.filename));
  });

  it('finance of 1001 asking for one document of 1002 among its own is refused as a whole', async () => {
    const { url, code, message } = await archiveUrl('finance', 'AccountingDocument', [docs['1001'][0]!.id, docs['1002'][0]!.id]);
    expect(url).toBeNull();
    expect(code).toBe('FORBIDDEN');
    expect(message).toBe('You may not download one or more of these documents');
  });

  it('an id that does not exist, or one of another list, is refused as a whole', async () => {
    expect((await archiveUrl('accountant', 'AccountingDocument', [docs['1001'][0]!.id, 'no-such-id'])).code).toBe('FORBIDDEN');
    expect((await archiveUrl('admin', 'AccountingDocument', [slipsOf12[0]!.id])).code).toBe('FORBIDDEN');
  });

  it('an empty list is bad input; a repeated id is packed once', async () => {
    expect((await archiveUrl('accountant', 'AccountingDocument', [])).code).toBe('BAD_USER_INPUT');
    const doc = docs['1002'][0]!;
    const { url } = await archiveUrl('accountant', 'AccountingDocument', [doc.id, doc.id]);
    expect(await zipEntryNames(url!)).toEqual([doc.filename]);
  });
});

describe('downloadArchiveUrl(HrSalary) — the employee, their company’s HR, the fiduciary’s payroll staff (admin has their flag)', () => {
  const expected: Record<Caller, string> = { admin: 'ok', payroll: 'ok', accountant: 'FORBIDDEN', hr: 'ok', finance: 'FORBIDDEN', employee: 'ok', multi: 'FORBIDDEN', ...refusedSignedOut };

  it.each(CALLERS)('%s, three slips of employee 1001/12', async (caller) => {
    const chosen = slipsOf12.slice(0, 3);
    const { url, code } = await archiveUrl(caller, 'HrSalary', chosen.map((s) => s.id));
    expect(code ?? 'ok').toBe(expected[caller]);
    if (url) expect(await zipEntryNames(url)).toEqual(chosen.map((s) => s.filename));
  });

  it('HR of 1001 asking for a slip of 1002 is refused as a whole', async () => {
    expect((await archiveUrl('hr', 'HrSalary', [slipsOf12[0]!.id, slipOf1002])).code).toBe('FORBIDDEN');
  });
});
