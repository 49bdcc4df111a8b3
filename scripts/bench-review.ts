// `npm run bench:review`: the documents-review inbox with 10,000 pending HR documents on PostgreSQL —
// the first page's time (the query the inbox sends, through the real GraphQL handler in-process) and
// the p95 of that query over repeated calls with the inbox's filters. Figures are printed, not asserted.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { companies, companyEmployees, hrDocuments, hrDocumentTypes } from '../server/src/db/schema';
import { benchInProcess } from './bench/in-process';
import { summarize } from './bench/stats';

const PENDING = Number(process.env.BENCH_PENDING ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
process.env.DATABASE_URL ??= process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const INBOX = `query($where: HrDocumentWhereInput!, $orderBy: [HrDocumentOrderByInput!]!, $take: Int!, $skip: Int!) {
  hrDocuments(where: $where, orderBy: $orderBy, take: $take, skip: $skip) {
    id createdAt needsReview requestedRemoval removalReason expirationDate
    attachment { filename url } type { id name } employee { id name company { id name } }
  }
  hrDocumentsCount(where: $where)
}`;
const open = { OR: [{ needsReview: { equals: true } }, { requestedRemoval: { equals: true } }] };

console.log(`Seeding the demo and ${PENDING} pending HR documents on ${process.env.DATABASE_URL} …`);
benchInProcess(async (app) => {
  const db = app.services.db;
  const employees = await db.select({ id: companyEmployees.id, companyId: companyEmployees.companyId }).from(companyEmployees);
  const types = await db.select({ id: hrDocumentTypes.id }).from(hrDocumentTypes);
  const [company] = await db.select({ id: companies.id }).from(companies);
  const start = Date.UTC(2024, 0, 1);
  for (let offset = 0; offset < PENDING; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, PENDING - offset) }, (_, j) => {
      const i = offset + j;
      return {
        employeeId: employees[i % employees.length]!.id,
        typeId: types[i % types.length]!.id,
        needsReview: i % 5 !== 0,
        requestedRemoval: i % 5 === 0,
        createdAt: new Date(start + i * 60_000),
        fileKey: null,
        filename: `pending-${i}.pdf`,
        filesize: 1000,
      };
    });
    await db.insert(hrDocuments).values(rows);
  }
  // Approved documents too, as a real inbox's table holds far more of those than pending ones.
  await db.execute(`analyze hr_documents`);
  const token = await app.tokenFor('admin@demo.test');
  const page = async (variables: Record<string, unknown>) => {
    const t0 = performance.now();
    const result = await app.gql(INBOX, variables, token);
    const ms = performance.now() - t0;
    if (result.errors?.length) throw new Error(result.errors[0]!.message);
    return { ms, total: (result.data as { hrDocumentsCount: number }).hrDocumentsCount };
  };
  const first = await page({ where: { AND: [open] }, orderBy: [{ createdAt: 'asc' }], take: 25, skip: 0 });
  const variants = [
    { where: { AND: [open] }, orderBy: [{ createdAt: 'asc' }], take: 25, skip: 0 },
    { where: { AND: [open] }, orderBy: [{ createdAt: 'desc' }], take: 25, skip: 2500 },
    { where: { AND: [{ needsReview: { equals: true } }, { employee: { company: { id: { equals: company!.id } } } }] }, orderBy: [{ createdAt: 'asc' }], take: 25, skip: 0 },
    { where: { AND: [{ requestedRemoval: { equals: true } }, { type: { id: { equals: types[0]!.id } } }, { createdAt: { lte: new Date(start + PENDING * 30_000).toISOString() } }] }, orderBy: [{ createdAt: 'asc' }], take: 25, skip: 0 },
  ];
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < RUNS; i++) times.push((await page(variants[i % variants.length]!)).ms);
  const inbox = summarize(times, performance.now() - started, 1);
  console.log(`\nreview inbox, ${first.total} documents open (PostgreSQL, in-process GraphQL, 25 a page)`);
  console.log(`first page (cold): ${first.ms.toFixed(1)} ms`);
  console.log(`inbox query over ${RUNS} calls (4 filter/sort/page variants): p50 ${inbox.p50.toFixed(1)} ms, p95 ${inbox.p95.toFixed(1)} ms, max ${inbox.max.toFixed(1)} ms`);
  console.log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
});
