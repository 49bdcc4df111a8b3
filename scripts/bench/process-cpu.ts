// CPU time used by the machine's processes, split into the browser's (Chromium's processes) and
// everything else (the server, PostgreSQL, the benchmark itself), read from /proc (Linux only).
// bench:uploads divides what each phase used by its files: unlike throughput, which moved by up
// to 40 % within minutes on these shared two-core machines, CPU per file holds within about a
// millisecond from run to run, so it tells what a change to the page costs or saves.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

export type CpuSample = { browserMs: number; otherMs: number };

/** Clock ticks per second of /proc's utime and stime: 100 on every Linux this runs on (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * Null where there is no /proc to read. The browser's processes are told by their name (Debian's
 * chromium, as scripts/find-chromium.mjs finds it, names them all "chromium").
 */
function sampleCpu(): CpuSample | null {
  if (os.platform() !== 'linux') return null;
  const sample = { browserMs: 0, otherMs: 0 };
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    // "pid (comm) state …": the name may hold spaces and parentheses, so split after the last ')'.
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14–17: utime, stime, and those of its children that ended and were waited for (a
    // renderer that closed during a phase leaves its time with the browser's process).
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    const ms = (ticks * 1000) / TICKS_PER_SECOND;
    if (/chrom/i.test(name)) sample.browserMs += ms;
    else sample.otherMs += ms;
  }
  return sample;
}

/** Runs a phase that handles `files` files; with its result, the CPU it used per file (null without /proc). */
export async function measureCpu<T>(files: number, phase: () => Promise<T>): Promise<{ result: T; cpu: CpuSample | null }> {
  const before = sampleCpu();
  const result = await phase();
  const after = sampleCpu();
  const cpu = before && after ? { browserMs: (after.browserMs - before.browserMs) / files, otherMs: (after.otherMs - before.otherMs) / files } : null;
  return { result, cpu };
}

/** The mean of two phases' figures (null unless both have one). */
export function meanCpu(a: CpuSample | null, b: CpuSample | null): CpuSample | null {
  return a && b ? { browserMs: (a.browserMs + b.browserMs) / 2, otherMs: (a.otherMs + b.otherMs) / 2 } : null;
}
