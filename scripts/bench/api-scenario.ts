// One backend's run of the API benchmark: seed the scale data, start the real server, measure
// reads and uploads over HTTP, stop it, then read the same data by raw SQL for comparison.
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { makePdf } from '../../server/src/db/seed/pdf';
import { POSTGRES_NODE_OPTIONS } from '../build-server.mjs';
import { SCALE } from '../../server/src/db/seed/scale';
import { createApiClient, type ApiClient } from './api-client';
import { onInterrupt } from './cleanup';
import { FLOOR_READS } from './floor-reads';
import type { PostgraphilePreparation } from './postgraphile/install';
import { POSTGRAPHILE_READS, startPostgraphile, type PostgraphileProcess } from './postgraphile/process';
import { measureDiskReference, type DiskReference } from './disk-reference';
import { processCpuMs } from './process-cpu';
import { buildMultipartUpload } from './multipart';
import { createDatabase, dropDatabase, openRawSql, type RawSql } from './raw-sql';
import { collectConcurrent, runConcurrent, summarizeRuns, type ConcurrentSamples } from './run-concurrent';
import { freePort, readMemory, runToEnd, startServer, type ServerProcess } from './server-process';
import { signInByMagicLink } from './sign-in';
import type { LatencySummary } from './stats';

export type Backend = 'pglite' | 'postgres';

export interface BenchOptions {
  backend: Backend;
  /** PostgreSQL server to create the throw-away database on, e.g. postgres://postgres@127.0.0.1:5432. */
  postgresUrl: string;
  /** Requests of each read measurement in each round. */
  requests: number;
  /**
   * Requests of each read, at the highest concurrency, that each freshly started server (and the raw
   * SQL's pool) answers before that read is measured: the figures are of a warm process, not of V8
   * compiling it (docs/decisions/api-speed.md).
   */
  warmupRequests: number;
  /** How many times the reads take turns between the API, the floor and the raw SQL. */
  readRounds: number;
  concurrency: readonly number[];
  uploads: { files: number; bytes: number; concurrency: number };
  log: (msg: string) => void;
  /** Where to keep the seed and server output once the temporary data directory is removed. */
  keepLogAs?: string;
  /** PostGraphile 5 to measure beside the API on PostgreSQL (bench/postgraphile/install.ts), or why not. */
  postgraphile?: PostgraphilePreparation;
}

/**
 * PostGraphile 5 (no authentication, no access rules) serving the same reads from the same database,
 * taking its turn in each round beside the API, the floor and the raw SQL; or why it was not measured.
 */
export type PostgraphileResult =
  | { measured: true; version: string; node: string; reads: Record<string, LatencySummary>; sameRows: boolean; rowsNote: string; serverCpuUs: Record<string, number | null> }
  | { measured: false; reason: string };

export interface UploadResult extends LatencySummary {
  files: number;
  bytesEach: number;
  filesPerSecond: number;
  mbPerSecond: number;
}

export interface BackendResult {
  backend: Backend;
  seedSeconds: number;
  startSeconds: number;
  rowsReturned: { companyEmployees: number; hrSalaries: number };
  api: Record<string, LatencySummary>;
  raw: Record<string, LatencySummary>;
  /** The same reads from the floor server (HTTP + authentication + the SQL, no GraphQL): what any API pays. */
  floor: Record<string, LatencySummary>;
  upload: UploadResult | null;
  /** The same uploads to the floor server (stream to disk, fsync, rename, one row): what any API pays. */
  floorUpload: UploadResult | null;
  /** The same files written with fsync + rename from Node, same concurrency, same disk: the limit. */
  disk: DiskReference | null;
  /** peakMiB: the highest VmHWM of the API's processes (the uploads ran in one, each round's reads in another). */
  memory: { idleMiB: number; peakMiB: number; sampledPeakDuringUploadsMiB: number } | null;
  /** Rows the uploads created, counted by SQL afterwards: every successful upload should be there. */
  uploadsStored: number;
  /** Only on PostgreSQL (PostGraphile cannot use PGlite): null on PGlite. */
  postgraphile: PostgraphileResult | null;
  /**
   * CPU time (utime + stime, from /proc) the API's and the floor's server process used per request of
   * each read, in µs, all rounds together; null where it could not be read. PostGraphile's is in its result.
   */
  serverCpuUs: { api: Record<string, number | null>; floor: Record<string, number | null> };
}

const EMPLOYEES = `query Employees($id: ID!) { companyEmployees(where: { company: { id: { equals: $id } } }, orderBy: [{ name: asc }]) { id name code } }`;
const SALARIES = `query Salaries($id: ID!) { hrSalaries(where: { employee: { id: { equals: $id } } }, orderBy: [{ date: desc }]) { id date type } }`;
const UPLOAD = `mutation Upload($file: Upload!, $date: CalendarDay!, $employee: ID!, $uploadKey: String!) {
  createHrSalary(data: { attachment: { upload: $file }, date: $date, type: slip, employee: { connect: { id: $employee } }, uploadKey: $uploadKey }) { id }
}`;
const RAW_EMPLOYEES = FLOOR_READS[0].sql;
const RAW_SALARIES = FLOOR_READS[1].sql;

interface Ids {
  company: string;
  employee: string;
  uploadEmployees: string[];
}

async function findIds(raw: RawSql, uploads: number): Promise<Ids> {
  const [company] = await raw.query<{ id: string }>('select id from companies where code = $1', [SCALE.bigCompanyCode]);
  if (!company) throw new Error(`Company ${SCALE.bigCompanyCode} is missing: did the scale seed run?`);
  const employees = await raw.query<{ id: string; code: string }>('select id, code from company_employees where company_id = $1 order by code::int', [company.id]);
  return { company: company.id, employee: employees[0]!.id, uploadEmployees: employees.slice(100, 100 + uploads).map((e) => e.id) };
}

/**
 * One round of the reads: each query at each concurrency, the requests' latencies kept for merging,
 * and the CPU time the server process (`serverPid`) used meanwhile (null without one, or without /proc).
 */
type ReadSamples = Record<string, ConcurrentSamples & { serverCpuMs: number | null }>;

async function measureReads(opts: BenchOptions, run: (query: 'employees' | 'salaries') => Promise<unknown>, beforeEach: () => void = () => undefined, serverPid?: number): Promise<ReadSamples> {
  const results: ReadSamples = {};
  const cpu = () => (serverPid === undefined ? null : processCpuMs(serverPid));
  for (const query of ['employees', 'salaries'] as const) {
    await runConcurrent({ total: opts.warmupRequests, concurrency: Math.max(...opts.concurrency), task: () => run(query).then(() => undefined) });
    for (const concurrency of opts.concurrency) {
      beforeEach();
      const name = `${query === 'employees' ? 'companyEmployees (2,000)' : 'hrSalaries (1 employee)'} c=${concurrency}`;
      const before = cpu();
      const samples = await collectConcurrent({ total: opts.requests, concurrency, task: () => run(query).then(() => undefined), onError: (e) => opts.log(`    ${name}: ${String(e)}`) });
      const after = cpu();
      results[name] = { ...samples, serverCpuMs: before !== null && after !== null ? after - before : null };
    }
  }
  return results;
}

/** CPU time of the server process per request, in µs, over all rounds of a read; null if any round lacks it. */
function cpuPerRequest(samples: readonly ReadSamples[]): Record<string, number | null> {
  return Object.fromEntries(
    Object.keys(samples[0] ?? {}).map((name) => {
      const runs = samples.map((s) => s[name]!);
      const requests = runs.reduce((sum, r) => sum + r.latencies.length + r.errors, 0);
      const ms = runs.every((r) => r.serverCpuMs !== null) ? runs.reduce((sum, r) => sum + r.serverCpuMs!, 0) : null;
      return [name, ms === null || requests === 0 ? null : Math.round((ms * 1000) / requests)];
    }),
  );
}

async function measureUploads(opts: BenchOptions, client: ApiClient, server: ServerProcess, ids: Ids, keyPrefix = 'bench'): Promise<UploadResult> {
  const { files, bytes, concurrency } = opts.uploads;
  const bodies = Array.from({ length: files }, (_, i) => {
    const date = `2015-${String((i % 12) + 1).padStart(2, '0')}-01`;
    const name = `Sal_${SCALE.bigCompanyCode}_${101 + i}_${date.slice(5, 7)}2015.pdf`;
    const pdf = makePdf([`Salary slip benchmark ${i}`, name], { minBytes: bytes });
    const variables = { file: null, date, employee: ids.uploadEmployees[i % ids.uploadEmployees.length], uploadKey: `${keyPrefix}-${process.pid}-${Date.now()}-${i}` };
    return buildMultipartUpload(UPLOAD, variables, { 'variables.file': { name, type: 'application/pdf', bytes: pdf } });
  });
  const fileBytes = makePdf(['x'], { minBytes: bytes }).byteLength;
  server.resetSampledPeak();
  client.freshConnections();
  const summary = await runConcurrent({ total: files, concurrency, task: (i) => client.upload(bodies[i]!).then(() => undefined), onError: (e) => opts.log(`    upload: ${String(e)}`) });
  const seconds = summary.wallMs / 1000;
  const ok = summary.requests;
  return { ...summary, files: ok, bytesEach: fileBytes, filesPerSecond: Math.round((ok / seconds) * 10) / 10, mbPerSecond: Math.round(((ok * fileBytes) / 1e6 / seconds) * 10) / 10 };
}

/** Two answers hold the same rows and columns, in whatever order rows with equal sort keys come. */
function sameRows(a: readonly Record<string, unknown>[], b: readonly Record<string, unknown>[]): boolean {
  const canonical = (rows: readonly Record<string, unknown>[]) =>
    rows
      .map((row) => JSON.stringify(Object.keys(row).sort().map((key) => [key, row[key]])))
      .sort()
      .join('\n');
  return a.length === b.length && canonical(a) === canonical(b);
}

async function tail(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-30).join('\n');
}

export async function benchBackend(opts: BenchOptions): Promise<BackendResult> {
  const { backend, log } = opts;
  const dataDir = await mkdtemp(path.join(tmpdir(), `bench-api-${backend}-`));
  const logFile = path.join(dataDir, 'run.log');
  const dbName = `bench_${process.pid}`;
  let server: ServerProcess | null = null;
  let postgraphileServer: PostgraphileProcess | null = null;
  let created = false;
  const cleanUp = async () => {
    await server?.stop();
    server = null;
    await postgraphileServer?.stop();
    postgraphileServer = null;
    if (created) await dropDatabase(opts.postgresUrl, dbName).catch((e: unknown) => log(`  could not drop ${dbName}: ${String(e)}`));
    created = false;
    if (opts.keepLogAs) await copyFile(logFile, opts.keepLogAs).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };
  const forget = onInterrupt(cleanUp);
  try {
    const databaseUrl = backend === 'postgres' ? await createDatabase(opts.postgresUrl, dbName) : null;
    created = databaseUrl !== null;
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const rawTarget = databaseUrl ? { url: databaseUrl } : { dir: path.join(dataDir, 'db') };

    log(`  seeding scale data (${backend})…`);
    let t = performance.now();
    await runToEnd(['--import', 'tsx', 'scripts/seed.ts', '--scale'], env, logFile);
    const seedSeconds = Math.round(performance.now() - t) / 1000;
    let raw = await openRawSql(rawTarget);
    const ids = await findIds(raw, opts.uploads.files).finally(() => raw.close());

    log('  starting the API…');
    t = performance.now();
    // On PostgreSQL the API runs as the Docker image runs it; the floor gets the same options.
    const nodeOptions = databaseUrl ? POSTGRES_NODE_OPTIONS : [];
    if (nodeOptions.length) log(`  node options: ${nodeOptions.join(' ')} (the Docker image's, for an instance on PostgreSQL)`);
    const startApi = () => startServer(env, port, logFile, { nodeOptions });
    server = await startApi();
    const startSeconds = Math.round(performance.now() - t) / 1000;
    const idle = await readMemory(server.pid);
    const client = createApiClient(server.baseUrl, Math.max(...opts.concurrency, opts.uploads.concurrency));
    await signInByMagicLink(client, dataDir, 'admin@demo.test');
    const first = await client.graphql<{ companyEmployees: Record<string, unknown>[] }>(EMPLOYEES, { id: ids.company });
    const firstSalaries = await client.graphql<{ hrSalaries: Record<string, unknown>[] }>(SALARIES, { id: ids.employee });
    const rowsReturned = { companyEmployees: first.companyEmployees.length, hrSalaries: firstSalaries.hrSalaries.length };
    log(`  API returns ${rowsReturned.companyEmployees} employees and ${rowsReturned.hrSalaries} salary documents`);

    // Uploads first, so the memory sampled during them is not inflated by the large list reads.
    log(`  uploading ${opts.uploads.files} PDFs of ${opts.uploads.bytes / 1024} KiB, ${opts.uploads.concurrency} at a time…`);
    const upload = await measureUploads(opts, client, server, ids);
    // Read now: the reads below (50 clients of 2,000 rows each) would otherwise count as the uploads' peak.
    const uploadsPeakMiB = server.sampledPeakMiB();
    let peakMiB = (await readMemory(server.pid))?.peakMiB ?? 0;
    log(`    ${upload.filesPerSecond} files/s, ${upload.mbPerSecond} MB/s, ${upload.errors} errors`);
    client.close();
    await server.stop();
    server = null;

    log('  the floor server (HTTP + authentication + the same SQL; uploads streamed to disk with one row each)…');
    const startFloor = () => startServer(env, port, logFile, { program: 'floor', nodeOptions });
    server = await startFloor();
    const floorClient = createApiClient(server.baseUrl, Math.max(...opts.concurrency, opts.uploads.concurrency));
    floorClient.setToken(client.token());
    const floorUpload = await measureUploads(opts, floorClient, server, ids, 'floor');
    log(`    uploads: ${floorUpload.filesPerSecond} files/s, ${floorUpload.mbPerSecond} MB/s, ${floorUpload.errors} errors`);
    floorClient.close();
    await server.stop();
    server = null;
    const disk = await measureDiskReference(dataDir, opts.uploads.files, opts.uploads.bytes, opts.uploads.concurrency);
    log(`  the disk's limit, same files written + fsync + rename from Node: ${disk.filesPerSecond} files/s, ${disk.mbPerSecond} MB/s`);

    raw = await openRawSql(rawTarget);
    const stored = await raw.query<{ n: number | string }>("select count(*) as n from hr_salaries where upload_key like 'bench-%'");
    const uploadsStored = Number(stored[0]?.n ?? 0);
    await raw.close();

    // The reads take turns, API, floor, raw SQL, round after round: the machine's speed drifts by
    // tens of percent within minutes here, and a ratio of two figures measured minutes apart took
    // the drift for a difference. Each figure is all its rounds' requests together.
    const rounds = { api: [] as ReadSamples[], floor: [] as ReadSamples[], raw: [] as ReadSamples[], postgraphile: [] as ReadSamples[] };
    const ask = (target: ApiClient) => (q: 'employees' | 'salaries') => target.graphql(q === 'employees' ? EMPLOYEES : SALARIES, { id: q === 'employees' ? ids.company : ids.employee });
    const askPostgraphile = (target: ApiClient) => (q: 'employees' | 'salaries') => target.graphql(POSTGRAPHILE_READS[q], { id: q === 'employees' ? ids.company : ids.employee });
    // PostGraphile takes its turn after the floor, on PostgreSQL only; whatever goes wrong with it
    // ends the comparison, never the benchmark.
    let postgraphile: PostgraphileResult | null = null;
    if (databaseUrl && !opts.postgraphile?.ok) postgraphile = { measured: false, reason: opts.postgraphile?.ok === false ? opts.postgraphile.reason : 'not prepared' };
    const setup = databaseUrl && opts.postgraphile?.ok ? opts.postgraphile.setup : null;
    let rowsCheck: { same: boolean; note: string } | null = null;
    const measurePostgraphile = async (): Promise<void> => {
      if (!setup || postgraphile) return;
      const reader = createApiClient(`http://127.0.0.1:${port}`, Math.max(...opts.concurrency));
      try {
        const started = await startPostgraphile(setup, { databaseUrl: databaseUrl!, port, logFile, nodeOptions });
        postgraphileServer = started;
        if (!rowsCheck) {
          const employees = await reader.graphql<{ companyEmployees: Record<string, unknown>[] }>(POSTGRAPHILE_READS.employees, { id: ids.company });
          const salaries = await reader.graphql<{ hrSalaries: Record<string, unknown>[] }>(POSTGRAPHILE_READS.salaries, { id: ids.employee });
          const same = sameRows(employees.companyEmployees, first.companyEmployees) && sameRows(salaries.hrSalaries, firstSalaries.hrSalaries);
          const note = `PostGraphile returns ${employees.companyEmployees.length} employees and ${salaries.hrSalaries.length} salary documents, ${same ? "the API's rows and columns" : "NOT the API's rows and columns"}`;
          rowsCheck = { same, note };
          log(`    ${note}`);
        }
        rounds.postgraphile.push(await measureReads(opts, askPostgraphile(reader), () => reader.freshConnections(), started.pid));
      } catch (error) {
        postgraphile = { measured: false, reason: `PostGraphile failed: ${error instanceof Error ? error.message : String(error)}` };
        log(`    ${postgraphile.reason}; the benchmark goes on without it`);
      } finally {
        reader.close();
        await postgraphileServer?.stop();
        postgraphileServer = null;
      }
    };
    if (setup) log(`  PostGraphile ${setup.version} on Node ${setup.nodeVersion} (${setup.node}) takes its turn after the floor in each round`);
    for (let round = 1; round <= opts.readRounds; round++) {
      log(`  reads, round ${round} of ${opts.readRounds}: API, floor, ${setup && !postgraphile ? 'PostGraphile, ' : ''}raw SQL (each read warmed up by ${opts.warmupRequests} requests at c=${Math.max(...opts.concurrency)} first)…`);
      for (const [target, start] of [['api', startApi], ['floor', startFloor]] as const) {
        server = await start();
        const reader = createApiClient(server.baseUrl, Math.max(...opts.concurrency));
        reader.setToken(client.token());
        try {
          rounds[target].push(await measureReads(opts, ask(reader), () => reader.freshConnections(), server.pid));
          if (target === 'api') peakMiB = Math.max(peakMiB, (await readMemory(server.pid))?.peakMiB ?? 0);
        } finally {
          reader.close();
        }
        await server.stop();
        server = null;
      }
      await measurePostgraphile();
      raw = await openRawSql(rawTarget);
      rounds.raw.push(await measureReads(opts, (q) => raw.query(q === 'employees' ? RAW_EMPLOYEES : RAW_SALARIES, [q === 'employees' ? ids.company : ids.employee])).finally(() => raw.close()));
    }
    const merged = (samples: ReadSamples[]): Record<string, LatencySummary> => {
      const summaries = Object.fromEntries(Object.keys(samples[0]!).map((name) => [name, summarizeRuns(samples.map((s) => s[name]!))]));
      for (const [name, x] of Object.entries(summaries)) log(`    ${name}: p50 ${x.p50} ms, p95 ${x.p95} ms, ${x.requestsPerSecond} req/s`);
      return summaries;
    };
    const [api, floor, rawResults] = [merged(rounds.api), merged(rounds.floor), merged(rounds.raw)];
    if (setup && !postgraphile && rounds.postgraphile.length === opts.readRounds) {
      log('    PostGraphile:');
      const check = rowsCheck as { same: boolean; note: string } | null;
      postgraphile = { measured: true, version: setup.version, node: setup.nodeVersion, reads: merged(rounds.postgraphile), sameRows: check?.same ?? false, rowsNote: check?.note ?? '', serverCpuUs: cpuPerRequest(rounds.postgraphile) };
    }
    const memory = idle ? { idleMiB: Math.round(idle.rssMiB * 10) / 10, peakMiB: Math.round(peakMiB * 10) / 10, sampledPeakDuringUploadsMiB: uploadsPeakMiB } : null;
    const serverCpuUs = { api: cpuPerRequest(rounds.api), floor: cpuPerRequest(rounds.floor) };
    return { backend, seedSeconds, startSeconds, rowsReturned, api, raw: rawResults, floor, upload, floorUpload, disk, memory, uploadsStored, postgraphile, serverCpuUs };
  } catch (error) {
    log(`  ${backend} failed; last lines of the seed/server log:\n${await tail(logFile)}`);
    throw error;
  } finally {
    await cleanUp();
    forget();
  }
}
