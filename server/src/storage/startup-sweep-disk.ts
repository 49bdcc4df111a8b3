import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { LEASE, LEASE_DRAFT, leasedParts } from './part-leases';
import { isStorageKey } from './storage-key';

// The layout of createLocalFileStorage: `root/ab/cd/abcd…` for stored files, `root/tmp/<random>.part`
// for uploads being received, `root/tmp/<random>.lease` for the parts a process still needs
// (part-leases.ts). Anything else under root is not ours and is never touched.
const SHARD = /^[0-9a-f]{2}$/;
const PART = /^[0-9a-f]{32}\.part$/;

export const storedPath = (root: string, key: string) => path.join(root, key.slice(0, 2), key.slice(2, 4), key);
export const partsDir = (root: string) => path.join(root, 'tmp');

async function entries(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The keys of every stored file, by names only (one readdir per shard directory, no stat): the
 * database decides which are orphans, and only those few are stat'ed for their age afterwards.
 */
export async function listStoredKeys(root: string): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const first of await entries(root)) {
    if (!first.isDirectory() || !SHARD.test(first.name)) continue;
    for (const second of await entries(path.join(root, first.name))) {
      if (!second.isDirectory() || !SHARD.test(second.name)) continue;
      const prefix = first.name + second.name;
      for (const file of await entries(path.join(root, first.name, second.name))) {
        if (file.isFile() && isStorageKey(file.name) && file.name.startsWith(prefix)) keys.add(file.name);
      }
    }
  }
  return keys;
}

/** Milliseconds since the file was last written, or null when it is gone. */
export async function ageOf(file: string, now: number): Promise<number | null> {
  try {
    return now - (await stat(file)).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Removes `.part` files not written to for `graceMs`: uploads whose process died before the rename.
 * A live upload writes its `.part` continuously, so its age stays near zero; one already written
 * but still needed (its request is receiving other files, or storing them) is named in a lease its
 * process keeps fresh (part-leases.ts). Leases not renewed for `graceMs` are a dead process's, and
 * go too. Only a client stalled for longer than the grace period could lose its upload, and then
 * its request fails and is retried.
 */
export async function removeStaleParts(root: string, graceMs: number, now: number): Promise<string[]> {
  const found = (await entries(partsDir(root))).filter((entry) => entry.isFile());
  const leased = new Set<string>();
  for (const entry of found.filter((e) => LEASE.test(e.name) || LEASE_DRAFT.test(e.name))) {
    const file = path.join(partsDir(root), entry.name);
    const age = await ageOf(file, now);
    if (age === null) continue;
    if (age >= graceMs) await rm(file, { force: true });
    else if (LEASE.test(entry.name)) for (const name of await leasedParts(file)) leased.add(name);
  }
  const removed: string[] = [];
  for (const entry of found.filter((e) => PART.test(e.name) && !leased.has(e.name))) {
    const file = path.join(partsDir(root), entry.name);
    const age = await ageOf(file, now);
    if (age === null || age < graceMs) continue;
    await rm(file, { force: true });
    removed.push(entry.name);
  }
  return removed;
}
