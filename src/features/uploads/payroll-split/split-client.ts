import type { PageRead, SplitEmployee } from '@/domain/payroll-split';
import type { FromWorker, SplitFailure, ToWorker } from './split-protocol';

// The screen's side of the payroll-split worker: one worker per split, ended with it.

export class SplitFailedError extends Error {
  constructor(readonly failure: SplitFailure) {
    super(failure);
  }
}

export type SplitWorker = {
  /** Reads pages from `fromPage` on; `onPages` gets each chunk as it is read. Resolves with the page count. */
  read(file: Blob, employees: readonly SplitEmployee[], fromPage: number, onPages: (reads: PageRead[], pageCount: number) => void): Promise<number>;
  thumbnail(pageNumber: number, width: number): Promise<Blob | null>;
  /** One PDF per group; `onSlip` gets each as it is written. */
  write(groups: readonly { id: string; pages: readonly number[] }[], onSlip: (id: string, bytes: ArrayBuffer) => void): Promise<void>;
  terminate(): void;
};

export function createSplitWorker(): SplitWorker {
  const worker = new Worker(new URL('./split.worker.ts', import.meta.url), { type: 'module', name: 'payroll-split' });
  type Listener = (message: FromWorker) => void;
  const listeners = new Set<Listener>();
  worker.onmessage = (event: MessageEvent<FromWorker>) => listeners.forEach((listener) => listener(event.data));
  worker.onerror = () => listeners.forEach((listener) => listener({ type: 'failed', failure: 'malformed' }));
  const send = (message: ToWorker) => worker.postMessage(message);

  /** Resolves on the message `done` returns a value for, rejects on a failure. */
  function until<T>(done: (message: FromWorker) => T | undefined): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const listener: Listener = (message) => {
        if (message.type === 'failed') {
          listeners.delete(listener);
          reject(new SplitFailedError(message.failure));
          return;
        }
        const value = done(message);
        if (value !== undefined) {
          listeners.delete(listener);
          resolve(value);
        }
      };
      listeners.add(listener);
    });
  }

  return {
    read(file, employees, fromPage, onPages) {
      let pageCount = 0;
      const result = until((m) => {
        if (m.type === 'opened') pageCount = m.pageCount;
        if (m.type === 'pages') onPages(m.reads, pageCount);
        return m.type === 'read-done' ? m.pageCount : undefined;
      });
      send({ type: 'read', file, employees, fromPage });
      return result;
    },
    thumbnail(pageNumber, width) {
      const result = until((m) => (m.type === 'thumbnail' && m.pageNumber === pageNumber ? { image: m.image } : undefined));
      send({ type: 'thumbnail', pageNumber, width });
      return result.then((r) => r.image);
    },
    write(groups, onSlip) {
      const result = until((m) => {
        if (m.type === 'written') onSlip(m.id, m.bytes);
        return m.type === 'write-done' ? true : undefined;
      });
      send({ type: 'write', groups });
      return result.then(() => undefined);
    },
    terminate: () => worker.terminate(),
  };
}
