import type { PageRead, SplitEmployee, SplitPlan } from '@/domain/payroll-split';
import type { PlanRequest } from './split-planner';
import type { FromWorker, SplitFailure, ToWorker } from './split-protocol';

// The screen's side of the payroll-split worker: one worker per split, ended with it.

export class SplitFailedError extends Error {
  constructor(readonly failure: SplitFailure) {
    super(failure);
  }
}

export type SplitWorker = {
  /**
   * Reads the pages after `earlier` (those read before a reload); `onPages` gets each chunk as it is
   * read. Resolves with the page count and the company the pages name most (likelyCompany).
   */
  read(
    file: Blob,
    employees: readonly SplitEmployee[],
    earlier: readonly PageRead[],
    onPages: (reads: PageRead[], pageCount: number) => void,
  ): Promise<{ pageCount: number; likelyCompany: string | null }>;
  /** The slips, pages left and conflicts of the pages read, planned in the worker (once every page is read). */
  plan(request: PlanRequest): Promise<SplitPlan>;
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
  let planId = 0;

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
    read(file, employees, earlier, onPages) {
      let pageCount = 0;
      const result = until((m) => {
        if (m.type === 'opened') pageCount = m.pageCount;
        if (m.type === 'pages') onPages(m.reads, pageCount);
        return m.type === 'read-done' ? { pageCount: m.pageCount, likelyCompany: m.likelyCompany } : undefined;
      });
      send({ type: 'read', file, employees, earlier });
      return result;
    },
    plan(request) {
      const id = (planId += 1);
      const result = until((m) => (m.type === 'planned' && m.id === id ? m.plan : undefined));
      send({ type: 'plan', id, request });
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
