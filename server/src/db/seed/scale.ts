// Scale data for benchmarks (`npm run seed -- --scale`): ~300 companies, ~15,000 employees and
// ~200,000 salary documents, on top of (and apart from) the demo data.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage';
import type { Db } from '../client';
import { companies, companyEmployees, hrSalaries, users } from '../schema';
import { attachmentOf, firstOfMonth } from './seed-files';
import { makePdf } from './pdf';
import { lockSeeding } from './seed-lock';

export const SCALE = {
  companies: 300,
  firstCompanyCode: 5000,
  /** The benchmark's large company: exactly this many employees. */
  bigCompanyCode: '5000',
  bigCompanyEmployees: 2000,
  employeesPerOtherCompany: 44,
  /** Twelve monthly slips and one compensation certificate per employee. */
  salariesPerEmployee: 13,
  /** Users linked to the first employee of the first this-many companies: scale-user-N@scale.test. */
  users: 20,
  batchRows: 2000,
} as const;

/** The numbers that may be changed (tests seed a small version of the same shape). */
export type ScaleSize = Record<'companies' | 'bigCompanyEmployees' | 'employeesPerOtherCompany' | 'users' | 'batchRows', number>;

export function scaleTotals(size: ScaleSize = SCALE) {
  const employees = size.bigCompanyEmployees + (size.companies - 1) * size.employeesPerOtherCompany;
  return { employees, salaries: employees * SCALE.salariesPerEmployee };
}

export const SCALE_TOTALS = scaleTotals();

const firstNames = ['Élodie', 'Marc', 'Ana', 'Jean', 'Sofia', 'Luc', 'Inês', 'Paul', 'Katrin', 'Tiago', 'Émile', 'Claire', 'João', 'Nadine', 'Yves', 'Ursula', 'Óscar', 'Zoé', 'Bruno', 'Heike'];
const lastNames = ['Schmit', 'Muller', 'Weber', 'Pereira', 'Hoffmann', 'Faber', 'Martins', 'Thill', 'Becker', 'Costa', 'Kremer', 'Reding', 'Dubois', 'Ferreira', 'Lentz', 'Goergen', 'Silva', 'Wagner', 'Klein', 'Meyer', 'Almeida', 'Hilger', 'Lambert'];

/** Deterministic, varied names: the same seed always gives the same people. */
function personName(n: number): string {
  return `${firstNames[(n * 7) % firstNames.length]} ${lastNames[(n * 13 + Math.floor(n / 17)) % lastNames.length]}`;
}

async function insertBatched<T>(rows: T[], batchRows: number, insert: (batch: T[]) => Promise<unknown>, label: string, log: (msg: string) => void) {
  for (let i = 0; i < rows.length; i += batchRows) {
    await insert(rows.slice(i, i + batchRows));
    const done = Math.min(i + batchRows, rows.length);
    if (done === rows.length || (done / batchRows) % 20 === 0) log(`  ${label}: ${done.toLocaleString('en')} / ${rows.length.toLocaleString('en')}`);
  }
}

export interface SeedScaleOptions {
  db: Db;
  storage: FileStorage;
  log?: (msg: string) => void;
  now?: Date;
  size?: ScaleSize;
}

/** Adds the scale data unless company 5000 already exists; one transaction, so all or nothing. */
export async function seedScale({ db, storage, log = () => undefined, now = new Date(), size = SCALE }: SeedScaleOptions): Promise<{ seeded: boolean }> {
  const code = String(SCALE.firstCompanyCode);
  const exists = async (q: Db) => (await q.select({ id: companies.id }).from(companies).where(eq(companies.code, code))).length > 0;
  if (await exists(db)) return { seeded: false };
  // Every scale salary row points at this one stored PDF: 200,000 distinct files would only measure
  // the disk, and these rows exist to load the database, not the file store. Deleting one of these
  // rows through the API would remove the shared file; that is acceptable for benchmark data only.
  const shared = attachmentOf(
    await storage.save(new File([makePdf(['Salary slip (scale test data)'])], 'Sal_5000_1_012025.pdf', { type: 'application/pdf' }), {
      accept: ['pdf'],
      maxBytes: 1024 * 1024,
    }),
  );
  try {
    const result = await db.transaction(async (tx) => {
      await lockSeeding(tx, 'seed-scale');
      if (await exists(tx)) return { seeded: false };
      const companyRows = Array.from({ length: size.companies }, (_, i) => ({
        id: randomUUID(),
        code: String(SCALE.firstCompanyCode + i),
        name: `Scale Company ${SCALE.firstCompanyCode + i} S.à r.l.`,
        hrEnabled: i % 3 !== 2,
      }));
      await tx.insert(companies).values(companyRows);
      log(`  companies: ${companyRows.length}`);

      const employeeRows = companyRows.flatMap((company, ci) =>
        Array.from({ length: ci === 0 ? size.bigCompanyEmployees : size.employeesPerOtherCompany }, (_, i) => ({
          id: randomUUID(),
          companyId: company.id,
          code: String(i + 1),
          name: personName(ci * 10_000 + i),
          jobDescription: 'Employee',
          userId: null as string | null,
        })),
      );
      const userRows = Array.from({ length: size.users }, (_, i) => ({ id: randomUUID(), email: `scale-user-${i + 1}@scale.test`, name: personName(i) }));
      await tx.insert(users).values(userRows);
      userRows.forEach((user, i) => {
        const first = employeeRows.find((e) => e.companyId === companyRows[i]!.id)!;
        first.userId = user.id;
      });
      await insertBatched(employeeRows, size.batchRows, (batch) => tx.insert(companyEmployees).values(batch), 'employees', log);

      const lastYear = now.getUTCFullYear() - 1;
      const dates = [...Array.from({ length: 12 }, (_, m) => ({ date: firstOfMonth(now, m + 1), type: 'slip' })), { date: `${lastYear}-01-01`, type: 'compensation' }];
      const salaryRows = employeeRows.flatMap((e) => dates.map((d) => ({ employeeId: e.id, date: d.date, type: d.type, ...shared })));
      await insertBatched(salaryRows, size.batchRows, (batch) => tx.insert(hrSalaries).values(batch), 'hr_salaries', log);
      return { seeded: true };
    });
    if (!result.seeded) await storage.remove(shared.fileKey);
    return result;
  } catch (error) {
    await storage.remove(shared.fileKey);
    throw error;
  }
}
