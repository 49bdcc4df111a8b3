/** Loads one value by id; calls made in the same tick are sent as one batch. */
export type BatchLoader<V> = (id: string) => Promise<V>;

/**
 * The request's loaders, by name, created on first use: a loader caches what it read, so it must
 * never outlive the request (another caller may not read the same rows).
 */
export type RequestLoaders = Map<string, BatchLoader<unknown>>;

export function createRequestLoaders(): RequestLoaders {
  return new Map();
}

/**
 * The request's loader called `name`, made on first use. `batch` answers the values it found by
 * id; an id it has no value for gets `missing`. To-one relations (`company` on 2,000 employees)
 * and per-row counts become one query.
 */
export function requestLoader<V>(loaders: RequestLoaders, name: string, batch: (ids: string[]) => Promise<ReadonlyMap<string, V>>, missing: V): BatchLoader<V> {
  let loader = loaders.get(name) as BatchLoader<V> | undefined;
  if (!loader) {
    loader = createBatchLoader(batch, missing);
    loaders.set(name, loader as BatchLoader<unknown>);
  }
  return loader;
}

/** A DataLoader-style batcher: ids asked for in the same tick go to `batch` together, each once. */
export function createBatchLoader<V>(batch: (ids: string[]) => Promise<ReadonlyMap<string, V>>, missing: V): BatchLoader<V> {
  let pending: { id: string; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  const cache = new Map<string, Promise<V>>();
  const flush = () => {
    const current = pending;
    pending = [];
    const ids = [...new Set(current.map((p) => p.id))];
    batch(ids).then(
      (values) => {
        for (const p of current) p.resolve(values.has(p.id) ? (values.get(p.id) as V) : missing);
      },
      (error: unknown) => current.forEach((p) => p.reject(error)),
    );
  };
  return (id) => {
    const cached = cache.get(id);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      if (pending.length === 0) queueMicrotask(flush);
      pending.push({ id, resolve, reject });
    });
    cache.set(id, promise);
    return promise;
  };
}
