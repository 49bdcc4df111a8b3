import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, countDistinct, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage } from '../../storage/local-file-storage';
import { openDatabase, type Database } from '../client';
import * as s from '../schema';
import { SCALE, scaleTotals, seedScale, type ScaleSize } from './scale';

// The same shape as the benchmark's data, small enough for a unit test; batches of 7 rows make
// the last batch of each table a partial one.
const size: ScaleSize = { companies: 4, bigCompanyEmployees: 30, employeesPerOtherCompany: 5, users: 2, batchRows: 7 };
let database: Database;
let dir: string;

const countOf = async (table: typeof s.companies | typeof s.companyEmployees | typeof s.hrSalaries | typeof s.users) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;

beforeAll(async () => {
  database = await openDatabase({ url: null, dir: null });
  dir = await mkdtemp(path.join(tmpdir(), 'seed-scale-'));
});

afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('seedScale', () => {
  it('creates the companies, employees and salary rows, the first company being the big one', async () => {
    const storage = createLocalFileStorage(dir);
    const lines: string[] = [];
    expect(await seedScale({ db: database.db, storage, size, log: (l) => lines.push(l) })).toEqual({ seeded: true });
    expect(await countOf(s.companies)).toBe(size.companies);
    expect(await countOf(s.companyEmployees)).toBe(scaleTotals(size).employees);
    expect(await countOf(s.hrSalaries)).toBe(scaleTotals(size).salaries);
    expect(await countOf(s.users)).toBe(size.users);
    const [big] = await database.db.select().from(s.companies).where(eq(s.companies.code, SCALE.bigCompanyCode));
    expect(await database.db.select().from(s.companyEmployees).where(eq(s.companyEmployees.companyId, big!.id))).toHaveLength(size.bigCompanyEmployees);
    const [files] = await database.db.select({ n: countDistinct(s.hrSalaries.fileKey) }).from(s.hrSalaries);
    expect(files!.n).toBe(1);
    expect(lines.some((l) => l.includes(`hr_salaries: ${scaleTotals(size).salaries}`))).toBe(true);
  });

  it('seeds nothing and stores no file when the data is already there', async () => {
    const before = (await readdir(dir, { recursive: true })).sort();
    expect(await seedScale({ db: database.db, storage: createLocalFileStorage(dir), size })).toEqual({ seeded: false });
    expect(await countOf(s.hrSalaries)).toBe(scaleTotals(size).salaries);
    expect((await readdir(dir, { recursive: true })).sort()).toEqual(before);
  });

  it('keeps the full size at about 15,000 employees and 200,000 salary rows', () => {
    expect(scaleTotals()).toEqual({ employees: 15_156, salaries: 197_028 });
  });
});
