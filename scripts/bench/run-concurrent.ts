import { performance } from 'node:perf_hooks';
import { summarize, type LatencySummary } from './stats';

export interface ConcurrentRun {
  /** How many tasks in total. */
  total: number;
  /** How many run at once: each of this many workers takes the next task as soon as it is done. */
  concurrency: number;
  /** One request; its index is 0..total-1. A thrown error counts as a failed request. */
  task: (index: number) => Promise<void>;
  /** Called with the first few errors, so a failing benchmark says why. */
  onError?: (error: unknown, index: number) => void;
}

/** Runs the tasks with a fixed number of workers and times each one. */
export async function runConcurrent({ total, concurrency, task, onError }: ConcurrentRun): Promise<LatencySummary> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      const started = performance.now();
      try {
        await task(index);
        latencies.push(performance.now() - started);
      } catch (error) {
        errors++;
        if (errors <= 3) onError?.(error, index);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return summarize(latencies, performance.now() - started, concurrency, errors);
}
