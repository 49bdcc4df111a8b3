// Something opened from a lazily loaded chunk, once, when it is first needed: the upload queue and
// the message outbox are loaded only when they have work (bench:size). Shared rules:
// - opened at most once; never after `dispose` (a chunk arriving late does not start a sender for a
//   signed-out user or a page that is gone);
// - a chunk that could not be fetched (offline on a first visit, a deployment in between) is tried
//   again on the next `load`, when the browser is back online, or when the page is shown again.

export type LazyOpen<T> = {
  /** The opened value; rejects when the chunk could not be fetched or after `dispose`. */
  load(): Promise<T>;
  dispose(): void;
};

export function lazyOpen<M, T>(options: { importChunk: () => Promise<M>; open: (chunk: M) => T; close: (value: T) => void }): LazyOpen<T> {
  let disposed = false;
  let opened: T | null = null;
  let loading: Promise<T> | null = null;
  let failed = false;

  const load = (): Promise<T> => {
    if (disposed) return Promise.reject(new Error('Closed: the user signed out or the page is gone.'));
    if (loading) return loading;
    const attempt = options.importChunk().then((chunk) => {
      if (disposed) throw new Error('Closed: the user signed out or the page is gone.');
      opened = options.open(chunk);
      return opened;
    });
    loading = attempt;
    attempt.catch(() => {
      if (loading !== attempt || disposed) return;
      loading = null;
      failed = true;
    });
    return attempt;
  };
  const retry = () => {
    if (!failed || disposed || document.visibilityState === 'hidden') return;
    failed = false;
    load().catch(() => undefined);
  };
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', retry);

  return {
    load,
    dispose() {
      disposed = true;
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', retry);
      if (opened !== null) options.close(opened);
      opened = null;
    },
  };
}
