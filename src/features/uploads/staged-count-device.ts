import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage-keys';

// This browser as a device that reports staged-upload counts (use-staged-count-report.ts), and what
// it last reported per user. The one owner of that local-storage entry.

type Device = { id: string; reported: Record<string, number> };

/**
 * This browser's id, made once and kept across sign-outs (it names a device, not a person), with the
 * count last reported per user, so a page load with nothing new to say sends nothing. A device that
 * never reported has said "nothing staged": it reports once it holds files, so support is not told
 * of every browser a user signed in with (each one counted as a device reporting).
 */
export function readDevice(): Device {
  const stored = storedDevice();
  if (stored) return stored;
  const created = { id: crypto.randomUUID(), reported: {} };
  writeJson(STORAGE_KEYS.device, created);
  return created;
}

function storedDevice(): Device | null {
  const stored = readJson(STORAGE_KEYS.device) as Partial<Device> | null;
  if (!stored || typeof stored.id !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(stored.id)) return null;
  const reported = typeof stored.reported === 'object' && stored.reported !== null ? stored.reported : {};
  return { id: stored.id, reported };
}

export function rememberReportedCount(owner: string, count: number): void {
  const device = readDevice();
  writeJson(STORAGE_KEYS.device, { ...device, reported: { ...device.reported, [owner]: count } });
}

/** The count support was last told for this user from here: above 0, it has to hear the new one. */
export function lastReportedCount(owner: string): number {
  const count = storedDevice()?.reported[owner];
  return typeof count === 'number' ? count : 0;
}
