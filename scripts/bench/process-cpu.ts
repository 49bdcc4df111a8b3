// CPU time used by the machine's processes, split into the browser's (Chromium's processes) and
// everything else (the server, PostgreSQL, the benchmark itself), read from /proc (Linux only).
// With BENCH_CPU_THREADS=1 the browser's share is also split by process type and thread name, the
// processes of a type together ("renderer chromium": the main threads of the page's and the service
// worker's renderers, as Debian's build names them; "browser ThreadPoolForeg" holds IndexedDB's
// backend; "renderer Compositor" draws frames): it told where the queue's extra millisecond went.
// bench:uploads divides what each phase used by its files: unlike throughput, which moved by up
// to 40 % within minutes on these shared two-core machines, CPU per file holds within about a
// millisecond from run to run, so it tells what a change to the page costs or saves.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

export type CpuSample = {
  browserMs: number;
  otherMs: number;
  /** BENCH_CPU_THREADS=1: the browser's CPU by "process-type thread-name". */
  threads?: Map<string, number>;
};

/** One reading of /proc; with BENCH_CPU_THREADS=1, each browser thread's name and CPU under "pid/tid/start". */
type Reading = { browserMs: number; otherMs: number; threads?: Map<string, { name: string; ms: number }> };

/** Clock ticks per second of /proc's utime and stime: 100 on every Linux this runs on (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * Null where there is no /proc to read. The browser's processes are told by their name (Debian's
 * chromium, as scripts/find-chromium.mjs finds it, names them all "chromium").
 */
function sampleCpu(): Reading | null {
  if (os.platform() !== 'linux') return null;
  const sample: Reading = { browserMs: 0, otherMs: 0, threads: process.env.BENCH_CPU_THREADS === '1' ? new Map() : undefined };
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    const { name, fields } = parseStat(stat);
    // Fields 14–17: utime, stime, and those of its children that ended and were waited for (a
    // renderer that closed during a phase leaves its time with the browser's process).
    const ms = ticksToMs([11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0));
    if (!/chrom/i.test(name)) sample.otherMs += ms;
    else {
      sample.browserMs += ms;
      if (sample.threads) addThreads(pid, sample.threads);
    }
  }
  return sample;
}

/**
 * The CPU time one process has used so far (utime + stime, its own threads), in ms; null where there
 * is no /proc or the process is gone. bench:api divides what a server used during a measurement by
 * its requests: on a shared machine CPU per request holds within 10–20 % while requests a second
 * move by 2× between turns (docs/decisions/api-speed.md).
 */
export function processCpuMs(pid: number): number | null {
  if (os.platform() !== 'linux') return null;
  try {
    const { fields } = parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return ticksToMs(Number(fields[11]) + Number(fields[12]));
  } catch {
    return null;
  }
}

/** "pid (comm) state …": the name may hold spaces and parentheses, so split after the last ')'. */
function parseStat(stat: string) {
  return { name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), fields: stat.slice(stat.lastIndexOf(')') + 2).split(' ') };
}

const ticksToMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/**
 * Records each thread of a browser process: its utime and stime, under "pid/tid/start" (field 22, so
 * a reused id is another thread) with the name "process-type thread-name" (--type, browser when none).
 */
function addThreads(pid: string, threads: Map<string, { name: string; ms: number }>) {
  try {
    const type = /--type=([a-z-]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1] ?? 'browser';
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      const { name, fields } = parseStat(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
      threads.set(`${pid}/${tid}/${fields[19]}`, { name: `${type} ${name}`, ms: ticksToMs(Number(fields[11]) + Number(fields[12])) });
    }
  } catch {
    // The process or a thread ended since the listing.
  }
}

/**
 * What the browser's threads used between two samples, per file, by name. Each thread's difference
 * is taken first: a thread that ended in between is left out (its time is lost, not subtracted),
 * one that started in between counts from zero.
 */
function threadsPerFile(before: Reading['threads'], after: Reading['threads'], files: number): CpuSample['threads'] {
  if (!before || !after) return undefined;
  const byName = new Map<string, number>();
  for (const [id, { name, ms }] of after) byName.set(name, (byName.get(name) ?? 0) + (ms - (before.get(id)?.ms ?? 0)) / files);
  return byName;
}

/** The browser's threads that used at least 0.05 ms a file, most first: "renderer chromium 2.06, …". */
export function describeThreads(cpu: CpuSample | null): string | null {
  if (!cpu?.threads) return null;
  return [...cpu.threads]
    .filter(([, ms]) => ms >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(2)}`)
    .join(', ');
}

/** Runs a phase that handles `files` files; with its result, the CPU it used per file (null without /proc). */
export async function measureCpu<T>(files: number, phase: () => Promise<T>): Promise<{ result: T; cpu: CpuSample | null }> {
  const before = sampleCpu();
  const result = await phase();
  const after = sampleCpu();
  const cpu = before && after ? { browserMs: (after.browserMs - before.browserMs) / files, otherMs: (after.otherMs - before.otherMs) / files, threads: threadsPerFile(before.threads, after.threads, files) } : null;
  return { result, cpu };
}

/** The mean of two phases' figures (null unless both have one). */
export function meanCpu(a: CpuSample | null, b: CpuSample | null): CpuSample | null {
  if (!a || !b) return null;
  const [ta, tb] = [a.threads, b.threads];
  const threads = ta && tb ? new Map([...new Set([...ta.keys(), ...tb.keys()])].map((name) => [name, ((ta.get(name) ?? 0) + (tb.get(name) ?? 0)) / 2])) : undefined;
  return { browserMs: (a.browserMs + b.browserMs) / 2, otherMs: (a.otherMs + b.otherMs) / 2, threads };
}
