// The fixed demo data of decisions.md, seeded on first start (SEED_DEMO) and by `npm run seed`.
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../client';
import { companies, companyEmployees, contacts, users } from '../schema';
import { seedAccounting, seedHrDocuments, seedSalaries, seedWorkflows, type DemoIds } from './demo-documents';
import { DEMO_COMPANIES, DEMO_USERS, EMPLOYEE_FLAGS, USER_FLAGS, type DemoUserKey } from './demo-facts';
import { DEMO_EMPLOYEES, employeeProfileData } from './demo-people';
import { luxembourgVat } from './luxembourg-ids';
import { createSeedFiles } from './seed-files';
import { lockSeeding } from './seed-lock';

export interface SeedDemoOptions {
  db: Db;
  storage: FileStorage;
  /** Salary months and expiry dates are relative to this date (default: now). */
  now?: Date;
}

const companyDetails: Record<string, { taxId: string; rcsId: string; vat: string; naceId: string }> = {
  '1001': { taxId: '20142401873', rcsId: 'B187452', vat: '261458', naceId: 'C31.09' },
  '1002': { taxId: '19982205114', rcsId: 'B64518', vat: '158723', naceId: 'C10.71' },
  '1003': { taxId: '20212403366', rcsId: 'B254981', vat: '331905', naceId: 'J63.11' },
};

async function seedPeople(tx: Db): Promise<DemoIds> {
  const [accounting, hrContact] = await tx
    .insert(contacts)
    .values([
      { name: 'Sophie Weber', email: 'sophie.weber@fiduciaire.demo.test', phone: '+352 26 48 31 10' },
      { name: 'Marc Hoffmann', email: 'marc.hoffmann@fiduciaire.demo.test', phone: '+352 26 48 31 20' },
    ])
    .returning({ id: contacts.id });

  const companyRows = await tx
    .insert(companies)
    .values(
      Object.values(DEMO_COMPANIES).map((c) => {
        const details = companyDetails[c.code]!;
        return {
          code: c.code,
          name: c.name,
          hrEnabled: c.hrEnabled,
          taxId: details.taxId,
          rcsId: details.rcsId,
          vatId: luxembourgVat(details.vat),
          naceId: details.naceId,
          personInChargeAccountingId: accounting!.id,
          personInChargeHumanResourcesId: hrContact!.id,
        };
      }),
    )
    .returning({ id: companies.id, code: companies.code });
  const companyIds = Object.fromEntries(companyRows.map((c) => [c.code, c.id]));

  const userEntries = Object.entries(DEMO_USERS) as [DemoUserKey, (typeof DEMO_USERS)[DemoUserKey]][];
  const userRows = await tx
    .insert(users)
    .values(
      userEntries.map(([, u]) => ({
        email: u.email,
        name: u.name,
        language: u.language,
        ...Object.fromEntries(USER_FLAGS.map((flag) => [flag, (u.flags as readonly string[]).includes(flag)])),
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userIds = Object.fromEntries(userEntries.map(([key, u]) => [key, userRows.find((r) => r.email === u.email)!.id])) as Record<DemoUserKey, string>;

  const employeeRows = Object.entries(DEMO_EMPLOYEES).flatMap(([company, list]) =>
    list.map((e) => {
      const user = e.user ? DEMO_USERS[e.user] : null;
      const roles: readonly string[] = user?.employments.find((x) => x.company === company && x.code === e.code)?.flags ?? [];
      return {
        companyId: companyIds[company]!,
        code: e.code,
        name: e.name,
        jobDescription: e.jobDescription,
        isArchived: e.isArchived,
        isHiddenInHr: e.isHiddenInHr,
        userId: e.user ? userIds[e.user] : null,
        profileData: e.user === 'employee' ? employeeProfileData() : {},
        // Every notification setting on (the others default to on), so a new user sees mail arrive in the outbox.
        hrDocumentNotification: e.user === 'employee',
        ...Object.fromEntries(EMPLOYEE_FLAGS.map((flag) => [flag, roles.includes(flag)])),
      };
    }),
  );
  const inserted = await tx
    .insert(companyEmployees)
    .values(employeeRows)
    .returning({ id: companyEmployees.id, companyId: companyEmployees.companyId, code: companyEmployees.code, name: companyEmployees.name });
  const codeOf = Object.fromEntries(companyRows.map((c) => [c.id, c.code]));
  const employees: Record<string, string> = {};
  const employeeNames: Record<string, string> = {};
  for (const e of inserted) {
    if (e.code === null) continue;
    employees[`${codeOf[e.companyId]}/${e.code}`] = e.id;
    employeeNames[`${codeOf[e.companyId]}/${e.code}`] = e.name;
  }
  return { companies: companyIds, employees, employeeNames, users: userIds };
}

/**
 * Seeds the demo data unless company 1001 already exists. Everything is written in one
 * transaction, so a failure leaves no half-seeded database (and the files stored so far are removed).
 */
export async function seedDemo({ db, storage, now = new Date() }: SeedDemoOptions): Promise<{ seeded: boolean }> {
  const files = createSeedFiles(storage);
  try {
    return await db.transaction(async (tx) => {
      await lockSeeding(tx, 'seed-demo');
      const existing = await tx.select({ id: companies.id }).from(companies).where(eq(companies.code, DEMO_COMPANIES.atelier.code));
      if (existing.length > 0) return { seeded: false };
      const ids = await seedPeople(tx);
      const ctx = { tx, files, now, ids };
      await seedSalaries(ctx);
      await seedHrDocuments(ctx);
      await seedAccounting(ctx);
      await seedWorkflows(ctx);
      return { seeded: true };
    });
  } catch (error) {
    await files.discard();
    throw error;
  }
}
