import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newStorageKey } from './storage-key';

/** How often a process writes its lease again while it holds parts. */
export const LEASE_REFRESH_MS = 60_000;
/** No request holds its parts longer: one whose answer never comes must not keep them from the sweep for good. */
const HOLD_LIMIT_MS = 60 * 60 * 1000;

export const LEASE = /^[0-9a-f]{32}\.lease$/;
/** A lease being written, renamed over the lease once complete, so a sweep never reads half of one. */
export const LEASE_DRAFT = /^[0-9a-f]{32}\.lease\.draft$/;

export interface PartLease {
  /** Holds the `.part` files in `parts` (paths; the list may grow) until the returned function is called. */
  hold(parts: readonly string[]): () => void;
}

/**
 * The `.part` files this process's requests still need, written down in their folder for the sweeps
 * (startup-sweep-disk.ts): a request's finished parts wait while the rest of its body arrives and
 * its resolvers store them, and a part older than the grace period would otherwise look like a
 * crash's leftover, to this process's periodic sweep or to another process sharing the folder. The
 * lease is written every `everyMs` while anything is held, so a live one is never older than that.
 * Not by touching the parts themselves: a spooled upload is read through a Blob of its file, which
 * Node refuses to read once the file's modification time has changed.
 */
export function createPartLease(dir: string, everyMs = LEASE_REFRESH_MS): PartLease {
  const lease = path.join(dir, `${newStorageKey()}.lease`);
  const held = new Map<readonly string[], number>();
  let timer: NodeJS.Timeout | null = null;
  let writes = Promise.resolve();

  const queue = (write: () => Promise<void>) => {
    // One write at a time, in order; a failure (a full disk) only means no lease until the next one.
    writes = writes.then(write).catch(() => undefined);
  };
  const stopWhenEmpty = () => {
    if (held.size || !timer) return;
    clearInterval(timer);
    timer = null;
    queue(() => rm(lease, { force: true }));
  };
  const refresh = () => {
    const now = Date.now();
    for (const [parts, until] of held) if (until <= now) held.delete(parts);
    stopWhenEmpty();
    if (!held.size) return;
    const names = [...held.keys()].flatMap((parts) => parts.map((part) => path.basename(part)));
    queue(async () => {
      await writeFile(`${lease}.draft`, names.join('\n'));
      await rename(`${lease}.draft`, lease);
    });
  };

  return {
    hold(parts) {
      held.set(parts, Date.now() + HOLD_LIMIT_MS);
      if (!timer) {
        timer = setInterval(refresh, everyMs);
        timer.unref();
      }
      return () => {
        held.delete(parts);
        stopWhenEmpty();
      };
    },
  };
}

/** The part names a lease lists; none if it is gone. */
export async function leasedParts(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean);
}
