import type { ListKey, Row } from './types';

/** Loads one row by id; calls made in the same tick are sent as one batch. */
export type RowLoader = (id: string) => Promise<Row | null>;

/**
 * The request's loaders, one per list, created on first use: a loader caches what it read, so it
 * must never outlive the request (another caller may not read the same rows).
 */
export type RowLoaders = Map<ListKey, RowLoader>;

export function createRowLoaders(): RowLoaders {
  return new Map();
}

/** A DataLoader-style batcher: ids asked for in the same tick go to `batch` together, each once. */
export function createRowLoader(batch: (ids: string[]) => Promise<(Row | null)[]>): RowLoader {
  let pending: { id: string; resolve: (r: Row | null) => void; reject: (e: unknown) => void }[] = [];
  const cache = new Map<string, Promise<Row | null>>();
  const flush = () => {
    const current = pending;
    pending = [];
    const ids = [...new Set(current.map((p) => p.id))];
    batch(ids).then(
      (rows) => {
        const byId = new Map(ids.map((id, i) => [id, rows[i] ?? null]));
        for (const p of current) p.resolve(byId.get(p.id) ?? null);
      },
      (error: unknown) => current.forEach((p) => p.reject(error)),
    );
  };
  return (id) => {
    const cached = cache.get(id);
    if (cached) return cached;
    const promise = new Promise<Row | null>((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(flush);
      pending.push({ id, resolve, reject });
    });
    cache.set(id, promise);
    return promise;
  };
}
