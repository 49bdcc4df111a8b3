import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import { sweepHalfWrittenUploads } from './startup-sweep';
import { LEASE_REFRESH_MS } from './part-leases';
import { ageOf, storedPath } from './startup-sweep-disk';
import { attachmentTables, referencedAmong } from './startup-sweep-references';

/**
 * The shortest grace period a sweep can keep while uploads arrive: a process writes the lease of
 * the parts its requests hold every LEASE_REFRESH_MS (part-leases.ts), so twice that leaves one
 * write to spare.
 */
export const MIN_PERIODIC_GRACE_MS = 2 * LEASE_REFRESH_MS;
const MAX_EVERY_MS = 60 * 60 * 1000;

/**
 * How often to sweep for a grace period: a third of it, so a leftover goes at most a third of the
 * grace period after its own has passed; at most hourly. None below MIN_PERIODIC_GRACE_MS:
 * STORAGE_SWEEP_GRACE_SECONDS=0 means a start where nothing else writes (the crash test), and a
 * sweep that ran on while uploads arrive would take theirs.
 */
export function periodicSweepEvery(graceMs: number): number | null {
  return graceMs < MIN_PERIODIC_GRACE_MS ? null : Math.min(Math.round(graceMs / 3), MAX_EVERY_MS);
}

export interface PeriodicSweepOptions {
  /** The file storage's directory (DATA_DIR/files): its `tmp` holds the parts, whatever the storage. */
  filesDir: string;
  log: Logger;
  graceMs: number;
  everyMs: number;
  now?: () => number;
  /**
   * Stored files the startup sweep found without a row but too recent to judge (its youngOrphans):
   * removed once older than the grace period if no row references them by then.
   */
  orphans?: { db: Db; keys: Promise<string[]> };
}

export interface PeriodicSweep {
  /** No more sweeps; resolves once one under way has ended. */
  stop(): Promise<void>;
}

/**
 * Sweeps the half-written uploads while the server runs, not only at start: after a crash and a
 * quick restart they are younger than the grace period then, and would otherwise stay until the next
 * restart. One sweep at a time, the next `everyMs` after the last ended; the timer keeps no process alive.
 */
export function startPeriodicSweep({ filesDir, log, graceMs, everyMs, now = Date.now, orphans }: PeriodicSweepOptions): PeriodicSweep {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let pendingOrphans: string[] = [];
  const collected = orphans?.keys.then((keys) => (pendingOrphans = [...keys])).catch(() => undefined);

  const sweep = async () => {
    await sweepHalfWrittenUploads({ filesDir, log, graceMs, now, sweep: 'periodic' });
    await collected;
    if (orphans && pendingOrphans.length) pendingOrphans = await removeAgedOrphans(orphans.db, path.resolve(filesDir), pendingOrphans, graceMs, now(), log);
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweep()
        .catch((error: unknown) => log.error('periodic sweep failed', { error: error instanceof Error ? error.message : String(error) }))
        .finally(schedule);
    }, everyMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Removes those of `keys` older than the grace period that no row references now; returns the ones still too young. */
async function removeAgedOrphans(db: Db, root: string, keys: string[], graceMs: number, now: number, log: Logger): Promise<string[]> {
  const aged: string[] = [];
  const young: string[] = [];
  for (const key of keys) {
    const age = await ageOf(storedPath(root, key), now);
    if (age !== null) (age >= graceMs ? aged : young).push(key);
  }
  if (!aged.length) return young;
  const referenced = await referencedAmong(db, attachmentTables(), aged);
  const removed = aged.filter((key) => !referenced.has(key));
  for (const key of removed) await rm(storedPath(root, key), { force: true });
  if (removed.length) log.warn('periodic sweep removed stored files no row references', { count: removed.length, keys: removed });
  return young;
}
