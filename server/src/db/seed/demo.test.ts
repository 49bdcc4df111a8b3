import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateHrProfile } from '../../../../src/domain/hr-profile';
import { isValidIban } from '../../../../src/domain/iban';
import { parseSalaryFileName } from '../../../../src/domain/salary-filename';
import { deriveWorkflowStatus } from '../../../../src/domain/workflow-status';
import { createLocalFileStorage } from '../../storage/local-file-storage';
import type { FileStorage } from '../../storage/file-storage';
import { openDatabase, type Database } from '../client';
import * as s from '../schema';
import { seedDemo } from './demo';
import { ATELIER_EMPLOYEES, DEMO_COMPANIES, DEMO_HR_DOCUMENT_TYPES, DEMO_USERS, EMPLOYEE_HR_DOCUMENTS, SALARY_EMPLOYEE_CODES, USER_FLAGS } from './demo-facts';

const now = new Date('2026-03-15T12:00:00Z');
let database: Database;
let filesDir: string;
let storage: FileStorage;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function employeesOf(code: string) {
  const [company] = await database.db.select().from(s.companies).where(eq(s.companies.code, code));
  return database.db.select().from(s.companyEmployees).where(eq(s.companyEmployees.companyId, company!.id));
}

async function tableCounts() {
  const tables = [s.companies, s.users, s.companyEmployees, s.hrSalaries, s.hrDocuments, s.accountingDocuments, s.hrSalaryWorkflows, s.hrSalaryWorkflowDocuments];
  return Promise.all(tables.map(async (t) => (await database.db.select({ n: count() }).from(t))[0]!.n));
}

beforeAll(async () => {
  database = await openDatabase({ url: null, dir: null });
  filesDir = await mkdtemp(path.join(tmpdir(), 'seed-demo-'));
  storage = createLocalFileStorage(filesDir);
  expect(await seedDemo({ db: database.db, storage, now })).toEqual({ seeded: true });
});

afterAll(async () => {
  await database.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('seedDemo', () => {
  it('creates the three companies with their identifiers and persons in charge', async () => {
    const rows = await database.db.select().from(s.companies).orderBy(s.companies.code);
    expect(rows.map((c) => [c.code, c.name, c.hrEnabled])).toEqual(Object.values(DEMO_COMPANIES).map((c) => [c.code, c.name, c.hrEnabled]));
    for (const c of rows) {
      expect(c.vatId).toMatch(/^LU\d{8}$/);
      expect(c.rcsId).toMatch(/^B\d+$/);
      expect(c.personInChargeAccountingId).not.toBeNull();
      expect(c.personInChargeHumanResourcesId).not.toBeNull();
    }
  });

  it('gives each company its number of employees, and 1001 its new, archived and hidden ones', async () => {
    for (const c of Object.values(DEMO_COMPANIES)) expect(await employeesOf(c.code)).toHaveLength(c.employees);
    const atelier = await employeesOf('1001');
    expect(atelier.filter((e) => e.code !== null)).toHaveLength(ATELIER_EMPLOYEES.withCode);
    expect(atelier.filter((e) => e.code === null && !e.isArchived)).toHaveLength(ATELIER_EMPLOYEES.new);
    expect(atelier.filter((e) => e.isArchived).map((e) => e.code).sort()).toEqual([...ATELIER_EMPLOYEES.archivedCodes]);
    expect(atelier.filter((e) => e.isHiddenInHr).map((e) => e.code)).toEqual([ATELIER_EMPLOYEES.hiddenCode]);
    expect(atelier.filter((e) => e.code !== null && !e.isArchived && !e.isHiddenInHr)).toHaveLength(ATELIER_EMPLOYEES.normalVisible);
    expect(atelier.some((e) => e.name.startsWith('É'))).toBe(true);
  });

  it('creates the eight users with exactly their flags', async () => {
    const rows = await database.db.select().from(s.users);
    expect(rows).toHaveLength(8);
    for (const user of Object.values(DEMO_USERS)) {
      const row = rows.find((r) => r.email === user.email)!;
      for (const flag of USER_FLAGS) expect([user.email, flag, row[flag]]).toEqual([user.email, flag, (user.flags as readonly string[]).includes(flag)]);
    }
    expect(rows.filter((r) => !r.canSignInToApp).map((r) => r.email)).toEqual([DEMO_USERS.disabled.email]);
  });

  it('links the users to their employee records with the role flags of decisions.md', async () => {
    const [employee] = await database.db.select().from(s.users).where(eq(s.users.email, 'employee@demo.test'));
    const twelve = (await employeesOf('1001')).find((e) => e.code === '12')!;
    expect(twelve.userId).toBe(employee!.id);
    for (const user of Object.values(DEMO_USERS)) {
      const [row] = await database.db.select().from(s.users).where(eq(s.users.email, user.email));
      const records = await database.db.select().from(s.companyEmployees).where(eq(s.companyEmployees.userId, row!.id));
      expect(records).toHaveLength(user.employments.length);
      for (const employment of user.employments) {
        const record = (await employeesOf(employment.company)).find((e) => e.code === employment.code)!;
        expect(record.userId).toBe(row!.id);
        expect(record.canManageHumanResources).toBe((employment.flags as readonly string[]).includes('canManageHumanResources'));
        expect(record.canAccessFinance).toBe((employment.flags as readonly string[]).includes('canAccessFinance'));
      }
    }
  });

  it("gives employee@demo.test a profile the HR profile validator accepts", async () => {
    const twelve = (await employeesOf('1001')).find((e) => e.code === '12')!;
    expect(validateHrProfile(twelve.profileData)).toMatchObject({ ok: true });
    const bank = twelve.profileData.bank as { iban: string };
    expect(isValidIban(bank.iban) && bank.iban.startsWith('LU')).toBe(true);
  });

  it('stores twelve monthly slips and last year\'s certificate for code 12, as real PDFs named by the salary rule', async () => {
    const twelve = (await employeesOf('1001')).find((e) => e.code === '12')!;
    const rows = await database.db.select().from(s.hrSalaries).where(eq(s.hrSalaries.employeeId, twelve.id)).orderBy(s.hrSalaries.date);
    const slips = rows.filter((r) => r.type === 'slip');
    expect(slips.map((r) => r.date)).toEqual(['2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01', '2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01', '2025-11-01', '2025-12-01', '2026-01-01', '2026-02-01']);
    expect(slips.find((r) => r.date === '2025-11-01')!.filename).toBe('Sal_1001_12_112025.pdf');
    expect(rows.filter((r) => r.type === 'compensation').map((r) => [r.date, r.filename])).toEqual([['2025-01-01', 'Certificat_1001_12_2025.pdf']]);
    for (const r of rows) {
      expect(parseSalaryFileName(r.filename!)).toMatchObject({ type: r.type, companyCode: '1001', userCode: '12', date: r.date });
    }
    const bytes = await readAll((await storage.read(slips[0]!.fileKey!))!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.byteLength).toBe(slips[0]!.filesize);
    const withSalaries = await database.db.selectDistinct({ id: s.hrSalaries.employeeId }).from(s.hrSalaries);
    expect(withSalaries).toHaveLength(SALARY_EMPLOYEE_CODES.length);
  });

  it('creates the HR document types in order and employee@demo.test\'s documents, one awaiting review', async () => {
    const types = await database.db.select().from(s.hrDocumentTypes).orderBy(s.hrDocumentTypes.manualOrder);
    expect(types.map((t) => ({ name: t.name, isRequired: t.isRequired, expirationDateType: t.expirationDateType, appShowExpiringInfoInDays: t.appShowExpiringInfoInDays }))).toEqual([...DEMO_HR_DOCUMENT_TYPES]);
    expect(types.map((t) => t.manualOrder)).toEqual([1, 2, 3, 4, 5]);
    const docs = await database.db.select().from(s.hrDocuments);
    expect(docs).toHaveLength(EMPLOYEE_HR_DOCUMENTS.total);
    expect(docs.filter((d) => d.needsReview)).toHaveLength(EMPLOYEE_HR_DOCUMENTS.needsReview);
  });

  it('creates accounting documents for 1001 and 1002 with quarter tags', async () => {
    const docs = await database.db.select().from(s.accountingDocuments);
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) expect(d.tag).toMatch(/^\d{4}-Q[1-4]$/);
  });

  it('creates 1001 salary-control workflows in each status, with 1001_MMYYYY.pdf documents', async () => {
    const workflows = await database.db.select().from(s.hrSalaryWorkflows).orderBy(s.hrSalaryWorkflows.date);
    const statuses = [];
    for (const w of workflows) {
      const docs = await database.db.select().from(s.hrSalaryWorkflowDocuments).where(eq(s.hrSalaryWorkflowDocuments.workflowId, w.id));
      statuses.push(deriveWorkflowStatus(docs.map((d) => d.status)));
      expect(w.status).toBe(statuses.at(-1));
      expect(w.releasedAt !== null).toBe(w.status === 'approved');
      expect(docs.map((d) => d.filename)).toContain(`1001_${w.date.slice(5, 7)}${w.date.slice(0, 4)}.pdf`);
      for (const d of docs.filter((x) => x.status === 'rejected')) expect(d.feedback).not.toBe('');
    }
    expect(workflows.map((w) => w.date)).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
    expect(statuses).toEqual(['approved', 'changes_requested', 'open']);
  });

  it('seeds nothing the second time', async () => {
    const before = await tableCounts();
    const filesBefore = await readdir(filesDir, { recursive: true });
    expect(await seedDemo({ db: database.db, storage, now })).toEqual({ seeded: false });
    expect(await tableCounts()).toEqual(before);
    expect(await readdir(filesDir, { recursive: true })).toEqual(filesBefore);
  });
});

describe('seedDemo failing half-way', () => {
  it('leaves no rows and no stored files behind', async () => {
    const db = await openDatabase({ url: null, dir: null });
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-demo-fail-'));
    try {
      const real = createLocalFileStorage(dir);
      let saves = 0;
      const failing: FileStorage = {
        ...real,
        save: (file, options) => (++saves > 40 ? Promise.reject(new Error('disk full')) : real.save(file, options)),
      };
      await expect(seedDemo({ db: db.db, storage: failing, now })).rejects.toThrow('disk full');
      expect(await db.db.select().from(s.companies)).toEqual([]);
      expect(await db.db.select().from(s.companyEmployees).where(isNull(s.companyEmployees.code))).toEqual([]);
      const left = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
      expect(left).toEqual([]);
    } finally {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
