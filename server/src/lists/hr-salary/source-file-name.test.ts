// A slip cut from a whole payroll (issue #45) keeps the payroll file's name in its create's audit
// entry; a name unfit for the audit trail is refused before anything is stored.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, hrSalaries } from '../../db/schema';
import { demoIds, encodeWithExtractFiles, pdfFile, postUpload, storedFiles } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app.services.db);
});
afterAll(() => app.close());

const create = 'mutation($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id attachment { filename } } }';

async function upload(sourceFileName: string | undefined, name = 'Sal_1001_12_112025.pdf') {
  const data = {
    date: '2025-11-01',
    type: 'slip',
    employee: { connect: { id: await ids.employee('1001', '12') } },
    attachment: { upload: new File([pdfFile(name)], name, { type: 'application/pdf' }) },
    ...(sourceFileName === undefined ? {} : { sourceFileName }),
  };
  return postUpload<{ createHrSalary: { id: string; attachment: { filename: string } } }>(app.fetch, await encodeWithExtractFiles(create, { data }), await app.tokenFor('payroll@demo.test'));
}

const createEntry = async (id: string) =>
  (await app.services.db.select().from(auditEvents).where(and(eq(auditEvents.list, 'HrSalary'), eq(auditEvents.itemId, id), eq(auditEvents.action, 'create'))))[0];
const stored = async () => ({
  salaries: (await app.services.db.select({ n: count() }).from(hrSalaries))[0]?.n,
  audit: (await app.services.db.select({ n: count() }).from(auditEvents))[0]?.n,
  files: (await storedFiles(app.dataDir)).length,
});

describe('createHrSalary with the name of the payroll file it was cut from', () => {
  it('records the payroll file name in the audit entry, the slip keeping its own name', async () => {
    const result = await upload('Paie_11_2025.pdf');
    expect(result.errors).toBeUndefined();
    const slip = result.data?.createHrSalary;
    expect(slip?.attachment.filename).toBe('Sal_1001_12_112025.pdf');
    expect((await createEntry(slip?.id ?? ''))?.details).toMatchObject({ sourceFileName: 'Paie_11_2025.pdf' });
  });

  it('records no source name for a slip uploaded on its own', async () => {
    const result = await upload(undefined, 'Sal_1001_12_122025.pdf');
    expect(result.errors).toBeUndefined();
    const entry = await createEntry(result.data?.createHrSalary.id ?? '');
    expect(entry).toBeDefined();
    expect(entry?.details).not.toHaveProperty('sourceFileName');
  });

  it.each([
    ['a line break', 'Paie\n11_2025.pdf', /control characters/],
    ['a direction override', 'Paie_11_2025\u202Efdp.pdf', /control characters/],
    ['over 255 characters', `${'P'.repeat(256)}.pdf`, /at most 255/],
    ['blank', '   ', /must not be empty/],
  ])('refuses a source name with %s and stores nothing', async (_, name, message) => {
    const before = await stored();
    const result = await upload(name, 'Sal_1001_12_012026.pdf');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toMatch(message);
    expect(await stored()).toEqual(before);
  });
});
