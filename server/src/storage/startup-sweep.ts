import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import { ageOf, listStoredKeys, removeStaleParts, storedPath } from './startup-sweep-disk';
import { attachmentTables, forEachReference, referencedAmong } from './startup-sweep-references';
import { isStorageKey } from './storage-key';
import type { StorageConfig } from './storage-url';

export interface StartupSweepOptions {
  db: Db;
  /** The local file storage's directory (DATA_DIR/files). */
  filesDir: string;
  log: Logger;
  /**
   * Files written to more recently than this are never touched: an upload may be in flight, on this
   * process or on another one sharing the directory, between its rename and its row's commit.
   */
  graceMs: number;
  now?: () => number;
}

export interface MissingFile {
  table: string;
  id: string;
}

export interface StartupSweepReport {
  storedFiles: number;
  /** Keys of the `.part` files removed (uploads cut off before their rename). */
  removedParts: string[];
  /** Keys of the stored files removed because no row references them. */
  removedOrphans: string[];
  /** Set when there were too many orphans to believe (see TOO_MANY_ORPHANS): none was removed. */
  refused: boolean;
  /**
   * Keys of stored files no row references, too recent to judge yet (an upload may be committing):
   * the periodic sweep judges them once they are older than the grace period. Empty when refused.
   */
  youngOrphans: string[];
  missing: MissingFile[];
}

export const DEFAULT_SWEEP_GRACE_SECONDS = 15 * 60;

export interface StartupSweepSettings {
  /**
   * Stored files are swept on the local disk storage only. An S3 bucket has no half-written
   * objects, and its local DATA_DIR/files holds no stored file: every row would look fileless.
   * (Half-written uploads are swept whatever the storage: sweepHalfWrittenUploads.)
   */
  enabled: boolean;
  graceMs: number;
}

/** For the configured storage, with STORAGE_SWEEP_GRACE_SECONDS (a non-negative integer; 15 minutes when unset). */
export function startupSweepSettings(storage: StorageConfig, env: Record<string, string | undefined>): StartupSweepSettings {
  const raw = env.STORAGE_SWEEP_GRACE_SECONDS;
  const seconds = raw === undefined || raw === '' ? DEFAULT_SWEEP_GRACE_SECONDS : Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`STORAGE_SWEEP_GRACE_SECONDS must be a non-negative integer, got "${raw}"`);
  return { enabled: storage.kind === 'local', graceMs: seconds * 1000 };
}

/**
 * The `.part` files of uploads cut off mid-write, older than the grace period, with their keys
 * logged: the local storage's, and those the API writes while a request arrives
 * (http/multipart-spool.ts), which are on the local disk whatever the storage. So with an S3 bucket
 * this is the whole sweep.
 */
export async function sweepHalfWrittenUploads({ filesDir, log, graceMs, now = Date.now, sweep = 'startup' }: Omit<StartupSweepOptions, 'db'> & { sweep?: 'startup' | 'periodic' }): Promise<string[]> {
  const removed = await removeStaleParts(path.resolve(filesDir), graceMs, now());
  if (removed.length) log.warn(`${sweep} sweep removed half-written uploads`, { count: removed.length, keys: removed.map((name) => name.replace(/\.part$/, '')) });
  return removed;
}

/**
 * A crash leaves a few orphans (the uploads in flight). Many more means the database is not the one
 * these files belong to (a wrong DATABASE_URL, a restored backup): removing them would destroy
 * files another database references, so the sweep refuses and says so.
 */
export function tooManyOrphans(orphans: number, storedFiles: number): boolean {
  return orphans > 20 && orphans > storedFiles / 10;
}

const DETAILED_MISSING_WARNINGS = 100;

/**
 * What an unclean stop (SIGKILL, power loss) can leave behind, cleaned at start: `.part` files of
 * uploads cut off mid-write, and stored files whose row's transaction never committed. Rows whose
 * file is missing are reported, never deleted: that needs a person (a lost volume, a bad restore).
 */
export async function sweepStoredFiles({ db, filesDir, log, graceMs, now = Date.now }: StartupSweepOptions): Promise<StartupSweepReport> {
  const started = now();
  const root = path.resolve(filesDir);
  const removedParts = await sweepHalfWrittenUploads({ filesDir, log, graceMs, now: () => started });

  // The disk first, the database second: a file renamed into place after the walk is not seen at
  // all, and one whose row commits before the query is referenced. Only a file whose row commits
  // after the query can look orphaned, and the grace period and the second look below cover it.
  const stored = await listStoredKeys(root);
  const tables = attachmentTables();
  const unreferenced = new Set(stored);
  const rowsWithoutFile: (MissingFile & { key: string })[] = [];
  await forEachReference(db, tables, (table, id, key) => {
    if (stored.has(key)) unreferenced.delete(key);
    else rowsWithoutFile.push({ table, id, key });
  });

  const candidates: string[] = [];
  const young: string[] = [];
  for (const key of unreferenced) {
    const age = await ageOf(storedPath(root, key), started);
    if (age !== null) (age >= graceMs ? candidates : young).push(key);
  }
  const refused = tooManyOrphans(candidates.length, stored.size);
  const removedOrphans: string[] = [];
  if (refused) {
    log.error('startup sweep refused to remove stored files: too many have no row, is this the right database?', { unreferenced: candidates.length, storedFiles: stored.size });
  } else if (candidates.length) {
    const referencedNow = await referencedAmong(db, tables, candidates);
    for (const key of candidates.filter((k) => !referencedNow.has(k))) {
      await rm(storedPath(root, key), { force: true });
      removedOrphans.push(key);
    }
    if (removedOrphans.length) log.warn('startup sweep removed stored files no row references', { count: removedOrphans.length, keys: removedOrphans });
  }

  const missing = await confirmMissing(root, rowsWithoutFile, started);
  reportMissing(log, missing);
  log.info('startup sweep finished', { storedFiles: stored.size, removedParts: removedParts.length, removedOrphans: removedOrphans.length, missingFiles: missing.length, refused, ms: now() - started });
  return { storedFiles: stored.size, removedParts, removedOrphans, refused, youngOrphans: refused ? [] : young, missing };
}

/** A row committed after the walk has its file on disk by now: look again before calling it missing. */
async function confirmMissing(root: string, rows: (MissingFile & { key: string })[], now: number): Promise<MissingFile[]> {
  const present = new Map<string, boolean>();
  const missing: MissingFile[] = [];
  for (const { table, id, key } of rows) {
    if (!present.has(key)) present.set(key, isStorageKey(key) && (await ageOf(storedPath(root, key), now)) !== null);
    if (!present.get(key)) missing.push({ table, id });
  }
  return missing;
}

/** One warning per row, up to a limit (a lost volume would otherwise flood the log), then a total. */
function reportMissing(log: Logger, missing: MissingFile[]) {
  for (const row of missing.slice(0, DETAILED_MISSING_WARNINGS)) log.warn('stored file missing for a row', { table: row.table, id: row.id });
  if (missing.length > DETAILED_MISSING_WARNINGS) {
    const byTable: Record<string, number> = {};
    for (const row of missing) byTable[row.table] = (byTable[row.table] ?? 0) + 1;
    log.warn('stored files missing for more rows than listed', { count: missing.length, byTable });
  }
}
