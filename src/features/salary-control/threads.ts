// A corrected document is a new version of the same item (decisions.md): the detail screen shows
// each item as a thread of its versions, oldest first, like a conversation.

type Version = { id: string; createdAt: string | null; replaces?: { id: string } | null; document?: { filename: string } | null };

/**
 * Groups versions into threads by their `replaces` links. A version whose predecessor is gone
 * (deleted) starts a thread. Threads keep the order of their first version; documents uploaded
 * together share a creation time, so the file name breaks the tie.
 */
export function documentThreads<T extends Version>(versions: readonly T[]): T[][] {
  const byTime = [...versions].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? '') || (a.document?.filename ?? '').localeCompare(b.document?.filename ?? ''));
  const ids = new Set(byTime.map((v) => v.id));
  const successor = new Map<string, T>();
  for (const v of byTime) if (v.replaces && ids.has(v.replaces.id)) successor.set(v.replaces.id, v);
  const threads: T[][] = [];
  for (const first of byTime.filter((v) => !v.replaces || !ids.has(v.replaces.id))) {
    const thread = [first];
    for (let next = successor.get(first.id); next; next = successor.get(next.id)) thread.push(next);
    threads.push(thread);
  }
  return threads;
}

/**
 * After a review, the next document still waiting for one (after the reviewed one, else the first
 * before it), or null when none is left: the reviewer goes on from one document's preview to the next.
 */
export function nextWaiting<T extends { id: string; status?: string | null }>(threads: readonly (readonly T[])[], reviewed: number): readonly T[] | null {
  const order = [...threads.slice(reviewed + 1), ...threads.slice(0, reviewed)];
  return order.find((versions) => versions.at(-1)?.status === 'pending') ?? null;
}
