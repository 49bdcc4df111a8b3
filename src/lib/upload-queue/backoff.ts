// Exponential backoff with full jitter: after a network drop, hundreds of files (and every tab of
// every payroll clerk) must not retry in lock-step and knock the server over again.

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;

/** Delay before retry number `attempt` (1 = first retry); `random` returns [0, 1). */
export function backoffDelay(attempt: number, random: () => number, base = BACKOFF_BASE_MS, max = BACKOFF_MAX_MS): number {
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.floor(random() * ceiling);
}
