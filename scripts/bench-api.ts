// `npm run bench:api`: the API's read latency and upload throughput on PGlite and on PostgreSQL,
// against the real server over loopback HTTP. Figures are reported, not asserted: the exit code is 0
// whether targets pass or miss, and non-zero only when the benchmark itself could not run.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { benchBackend, type Backend, type BackendResult } from './bench/api-scenario';
import { measureFreshStart } from './bench/fresh-start';
import { formatTargets, latencyHeader, latencyRow, table, type Figure, type Target } from './bench/report';

const options = {
  postgresUrl: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432',
  requests: Number(process.env.BENCH_REQUESTS ?? 500),
  readRounds: Math.max(1, Math.floor(Number(process.env.BENCH_READ_ROUNDS ?? 3)) || 1),
  concurrency: [1, 50],
  uploads: { files: 200, bytes: 150 * 1024, concurrency: 8 },
  log: (msg: string) => console.log(msg),
};

// Issue #16's figures: reads against the same SQL through the driver (same run), uploads against
// the disk's own limit (same run), PGlite's memory and its latency at 50 clients.
const targets = { readP50Ratio: 3, readThroughputRatio: 0.5, uploadShareOfDisk: 0.5, pgliteReadyMiB: 250, pglitePeakDuringUploadsMiB: 350, pgliteP95At50Ms: 500, freshStartMiB: 250 };

/**
 * Each read's API and floor against the same SQL through the driver, and the uploads' share of the
 * disk's limit: all measured in the same run. Both the printed tables and the targets read these.
 */
function ratiosOf(r: BackendResult) {
  const reads = Object.entries(r.api).flatMap(([name, api]) => {
    const sql = r.raw[name];
    const floor = r.floor[name];
    if (!sql) return [];
    return [
      {
        name,
        api,
        p50: api.p50 / sql.p50,
        throughput: api.requestsPerSecond / sql.requestsPerSecond,
        floorP50: floor ? floor.p50 / sql.p50 : null,
        floorThroughput: floor ? floor.requestsPerSecond / sql.requestsPerSecond : null,
      },
    ];
  });
  const shareOfDisk = (u: { mbPerSecond: number } | null) => (u && r.disk ? u.mbPerSecond / r.disk.mbPerSecond : null);
  return { reads, upload: shareOfDisk(r.upload), floorUpload: shareOfDisk(r.floorUpload) };
}

const times = (x: number | null, digits: number) => (x !== null && Number.isFinite(x) ? `${x.toFixed(digits)}×` : '?');
const percent = (x: number | null) => (x !== null ? `${Math.round(100 * x)} %` : '?');

/** A figure measured with errors proves nothing, the API's or the floor's: its verdict is a miss. */
const answeredAll = (figure: Figure, errors: number): Figure => ({ ...figure, pass: figure.pass && errors === 0 });

function targetsOf(results: BackendResult[]): Target[] {
  const list: Target[] = [];
  for (const r of results) {
    const ratios = ratiosOf(r);
    for (const { name, api, p50, throughput, floorP50, floorThroughput } of ratios.reads) {
      if (api.errors > 0) continue;
      const withFloor = (x: number | null, verdict: (x: number) => Figure) => (x === null ? undefined : answeredAll(verdict(x), r.floor[name]?.errors ?? 0));
      if (name.endsWith('c=1')) {
        const atMost = (x: number) => ({ value: Number(x.toFixed(1)), pass: x <= targets.readP50Ratio });
        list.push({ name: `${r.backend} ${name} p50 API/SQL`, limit: `≤ ${targets.readP50Ratio}×`, ...atMost(p50), reference: withFloor(floorP50, atMost) });
      } else {
        const atLeast = (x: number) => ({ value: Number(x.toFixed(2)), pass: x >= targets.readThroughputRatio });
        list.push({ name: `${r.backend} ${name} req/s API/SQL`, limit: `≥ ${targets.readThroughputRatio}×`, ...atLeast(throughput), reference: withFloor(floorThroughput, atLeast) });
      }
      if (r.backend === 'pglite' && name.startsWith('companyEmployees') && name.endsWith('c=50')) {
        const p95 = (x: number) => ({ value: x, pass: x <= targets.pgliteP95At50Ms });
        list.push({ name: `pglite ${name} p95 (ms)`, limit: `≤ ${targets.pgliteP95At50Ms}`, ...p95(api.p95), reference: withFloor(r.floor[name]?.p95 ?? null, p95) });
      }
    }
    if (r.upload && ratios.upload !== null) {
      const share = (x: number) => ({ value: Math.round(100 * x), pass: x >= targets.uploadShareOfDisk });
      list.push({
        name: `${r.backend} uploads, share of the disk's limit (%)`,
        limit: `≥ ${100 * targets.uploadShareOfDisk}`,
        ...answeredAll(share(ratios.upload), r.upload.errors),
        reference: ratios.floorUpload !== null && r.floorUpload ? answeredAll(share(ratios.floorUpload), r.floorUpload.errors) : undefined,
      });
    }
    if (r.backend === 'pglite' && r.memory) {
      list.push({ name: 'pglite server RSS when ready (MiB)', limit: `≤ ${targets.pgliteReadyMiB}`, value: r.memory.idleMiB, pass: r.memory.idleMiB <= targets.pgliteReadyMiB });
      const peak = r.memory.sampledPeakDuringUploadsMiB;
      list.push({ name: 'pglite server RSS during uploads, peak (MiB)', limit: `≤ ${targets.pglitePeakDuringUploadsMiB}`, value: peak, pass: peak <= targets.pglitePeakDuringUploadsMiB });
    }
  }
  return list;
}

function print(r: BackendResult) {
  console.log(`\n== ${r.backend}: seed ${r.seedSeconds} s, server ready in ${r.startSeconds} s ==`);
  console.log(
    table([
      [...latencyHeader],
      ...Object.entries(r.api).map(([n, s]) => latencyRow(`API ${n}`, s)),
      ...Object.entries(r.floor).map(([n, s]) => latencyRow(`floor ${n}`, s)),
      ...Object.entries(r.raw).map(([n, s]) => latencyRow(`SQL ${n}`, s)),
    ]),
  );
  const ratios = ratiosOf(r);
  if (r.upload) {
    const u = r.upload;
    console.log(`uploads: ${u.files} × ${(u.bytesEach / 1024).toFixed(0)} KiB, ${u.concurrency} concurrent, ${u.errors} errors, ${r.uploadsStored} rows found by SQL afterwards: ${u.filesPerSecond} files/s, ${u.mbPerSecond} MB/s (p50 ${u.p50} ms, p95 ${u.p95} ms)`);
  }
  if (r.floorUpload) {
    const f = r.floorUpload;
    console.log(`floor uploads (stream to disk, fsync, rename, one row; no GraphQL): ${f.files} files, ${f.errors} errors: ${f.filesPerSecond} files/s, ${f.mbPerSecond} MB/s (p50 ${f.p50} ms)`);
  }
  if (r.disk && r.upload) console.log(`the disk's limit (${r.disk.files} files written + fsync + rename from Node, same concurrency): ${r.disk.filesPerSecond} files/s, ${r.disk.mbPerSecond} MB/s; the API reached ${percent(ratios.upload)} of it, the floor ${percent(ratios.floorUpload)}`);
  const rows = ratios.reads.map((x) => [x.name, times(x.p50, 1), times(x.floorP50, 1), times(x.throughput, 2), times(x.floorThroughput, 2)]);
  if (rows.length) console.log(table([['against the same SQL through the driver', 'p50 API/SQL', 'p50 floor/SQL', 'req/s API/SQL', 'req/s floor/SQL'], ...rows]));
  if (r.memory) console.log(`server memory: RSS when ready ${r.memory.idleMiB} MiB; peak RSS of an API process (VmHWM; the uploads ran in one, each round's reads in another) ${r.memory.peakMiB} MiB; highest RSS sampled during the uploads (run first) ${r.memory.sampledPeakDuringUploadsMiB} MiB`);
}

async function main() {
  const results: BackendResult[] = [];
  const failures: Record<string, string> = {};
  const loadBefore = os.loadavg();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  await mkdir('bench-results', { recursive: true });
  const backends: Backend[] = process.env.BENCH_BACKENDS ? (process.env.BENCH_BACKENDS.split(',') as Backend[]) : ['pglite', 'postgres'];
  for (const backend of backends) {
    console.log(`\n# ${backend}`);
    try {
      results.push(await benchBackend({ ...options, backend, keepLogAs: path.join('bench-results', `api-${stamp}-${backend}.log`) }));
    } catch (error) {
      failures[backend] = error instanceof Error ? error.message : String(error);
      console.error(`${backend}: ${failures[backend]}`);
    }
  }
  let freshStart: Awaited<ReturnType<typeof measureFreshStart>> | null = null;
  if (backends.includes('pglite')) {
    console.log('\n# a fresh `npm start` (PGlite, demo data seeded at start), idle');
    try {
      freshStart = await measureFreshStart(path.join('bench-results', `api-${stamp}-fresh-start.log`));
    } catch (error) {
      failures.freshStart = error instanceof Error ? error.message : String(error);
      console.error(`fresh start: ${failures.freshStart}`);
    }
  }
  results.forEach(print);
  const checked = targetsOf(results);
  if (freshStart) {
    console.log(`\nfresh npm start (PGlite, demo data seeded): answering after ${freshStart.startSeconds} s; RSS once idle ${freshStart.idleMiB} MiB`);
    checked.push({ name: 'pglite fresh npm start, idle RSS (MiB)', limit: `≤ ${targets.freshStartMiB}`, value: freshStart.idleMiB, pass: freshStart.idleMiB <= targets.freshStartMiB });
  }
  // The floor beside each goal: a goal the floor misses too is beyond any HTTP API on this machine.
  if (checked.length > 0) console.log(`\n${formatTargets(checked, 'floor')}`);
  const file = path.join('bench-results', `api-${stamp}.json`);
  // Other work on the machine skews every figure: the load averages say how much.
  const machine = { node: process.version, cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), loadBefore, loadAfter: os.loadavg() };
  console.log(`machine: ${machine.cpus} CPUs, load average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${machine.loadAfter.map((l) => l.toFixed(1)).join(' ')}`);
  await writeFile(file, JSON.stringify({ at: new Date().toISOString(), machine, options: { ...options, log: undefined }, targets, results, freshStart, checked, failures }, null, 2));
  console.log(`\nResults written to ${file}`);
  if (Object.keys(failures).length > 0) process.exitCode = 1;
}

void main();
