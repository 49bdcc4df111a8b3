// `npm run profile:api`: a CPU profile of the API answering the benchmark's heaviest read
// (`companyEmployees` of the 2,000-employee company, as bench:api asks it) or, with
// PROFILE_SCENARIO=upload, taking its uploads (150 KiB salary slips, GraphQL multipart), in-process
// through the real yoga handler, on PostgreSQL when DATABASE_URL is set (a scratch database), else PGlite.
// Writes bench-results/api-<stamp>.cpuprofile (open it in Chrome DevTools or speedscope for the
// flame graph) and prints where the time went: self time by function and by package.
import { mkdir, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CSRF_HEADER, GRAPHQL_PATH } from '../src/domain/api-transport';
import { makePdf } from '../server/src/db/seed/pdf';
import { SCALE, seedScale } from '../server/src/db/seed/scale';
import { createTestApp } from '../server/src/testing/test-app';
import { buildMultipartUpload } from './bench/multipart';
import { runConcurrent } from './bench/run-concurrent';

const SCENARIO = process.env.PROFILE_SCENARIO === 'upload' ? 'upload' : 'read';
const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.PROFILE_CONCURRENCY ?? 10);
const UPLOAD = `mutation Upload($file: Upload!, $date: CalendarDay!, $employee: ID!, $uploadKey: String!) {
  createHrSalary(data: { attachment: { upload: $file }, date: $date, type: slip, employee: { connect: { id: $employee } }, uploadKey: $uploadKey }) { id }
}`;
const QUERY =
  process.env.PROFILE_QUERY ??
  'query Employees($id: ID!) { companyEmployees(where: { company: { id: { equals: $id } } }, orderBy: [{ name: asc }]) { id name code } }';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] };
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

/** Which package (or our own folder) a script URL belongs to, for the per-package summary. */
function packageOf(url: string): string {
  if (!url) return '(native / idle / gc)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) return 'node core';
  const own = /\/(server\/src\/[^/]+|src\/[^/]+|scripts)\//.exec(url);
  return own ? own[1]! : url;
}

function summarise(profile: Profile) {
  const selfMs = new Map<number, number>();
  // Each sample's time delta belongs to the node sampled.
  profile.samples.forEach((node, i) => selfMs.set(node, (selfMs.get(node) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (!ms) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*?(node_modules\/|server\/src\/|src\/|scripts\/)/, '$1')}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
    byPackage.set(packageOf(url), (byPackage.get(packageOf(url)) ?? 0) + ms);
  }
  const total = [...byPackage.values()].reduce((a, b) => a + b, 0);
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${((100 * ms) / total).toFixed(1).padStart(5)} %  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
      .join('\n');
  return { total, text: `self time by package:\n${top(byPackage, 15)}\n\nself time by function:\n${top(byFunction, 30)}` };
}

async function main() {
  const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`Profiling on ${backend}: seeding the scale data…`);
  const app = await createTestApp();
  try {
    await seedScale({ db: app.services.db, storage: app.services.storage });
    const token = await app.tokenFor('admin@demo.test');
    const found = await app.gql<{ companies: { id: string }[] }>(`{ companies(where: { code: { equals: "${SCALE.bigCompanyCode}" } }) { id } }`, {}, token);
    const id = found.data?.companies[0]?.id;
    if (!id) throw new Error(`No company ${SCALE.bigCompanyCode}: ${JSON.stringify(found.errors)}`);
    const employees = await app.gql<{ companyEmployees: { id: string }[] }>(
      'query($id: ID!) { companyEmployees(where: { company: { id: { equals: $id } } }, take: 200) { id } }',
      { id },
      token,
    );
    const employeeIds = employees.data?.companyEmployees.map((e) => e.id) ?? [];
    const pdf = makePdf(['Salary slip profile'], { minBytes: 150 * 1024 });
    let uploads = 0;
    const upload = async () => {
      const i = uploads++;
      const date = `2014-${String((i % 12) + 1).padStart(2, '0')}-01`;
      const variables = { file: null, date, employee: employeeIds[i % employeeIds.length], uploadKey: `profile-${process.pid}-${i}` };
      const { body, contentType } = buildMultipartUpload(UPLOAD, variables, { 'variables.file': { name: `Sal_${i}.pdf`, type: 'application/pdf', bytes: pdf } });
      const response = await app.fetch(GRAPHQL_PATH, {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': String(body.byteLength), [CSRF_HEADER]: 'true', authorization: `Bearer ${token}` },
        body: new Uint8Array(body),
      });
      const answer = (await response.json()) as { errors?: unknown[] };
      if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
    };
    const read = async () => {
      const answer = await app.gql<Record<string, unknown[]>>(QUERY, { id }, token);
      if (answer.errors?.length) throw new Error(JSON.stringify(answer.errors));
    };
    const ask = SCENARIO === 'upload' ? upload : read;
    const onError = (error: unknown) => console.error(String(error));
    await runConcurrent({ total: 30, concurrency: 1, task: ask, onError });

    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const started = performance.now();
    const latency = await runConcurrent({ total: REQUESTS, concurrency: CONCURRENCY, task: ask, onError });
    const seconds = (performance.now() - started) / 1000;
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    session.disconnect();

    await mkdir('bench-results', { recursive: true });
    const file = path.join('bench-results', `api-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`);
    await writeFile(file, JSON.stringify(profile));
    const { text } = summarise(profile);
    console.log(`\n${REQUESTS} requests, ${CONCURRENCY} concurrent, in-process on ${backend}, ${SCENARIO}: ${(REQUESTS / seconds).toFixed(0)} req/s, p50 ${latency.p50} ms, p95 ${latency.p95} ms`);
    console.log(`profile: ${file}\n\n${text}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
