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

/** Each task's latency (of those that succeeded), the run's wall-clock time and its failures. */
export interface ConcurrentSamples {
  latencies: number[];
  wallMs: number;
  concurrency: number;
  errors: number;
}

/** Runs the tasks with a fixed number of workers and times each one. */
export async function collectConcurrent({ total, concurrency, task, onError }: ConcurrentRun): Promise<ConcurrentSamples> {
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
  return { latencies, wallMs: performance.now() - started, concurrency, errors };
}

/** Runs the tasks with a fixed number of workers and summarises their latencies and throughput. */
export async function runConcurrent(run: ConcurrentRun): Promise<LatencySummary> {
  const { latencies, wallMs, concurrency, errors } = await collectConcurrent(run);
  return summarize(latencies, wallMs, concurrency, errors);
}

/** Several runs of the same measurement as one: their latencies together, their wall-clock times added. */
export function summarizeRuns(runs: readonly ConcurrentSamples[]): LatencySummary {
  return summarize(
    runs.flatMap((run) => run.latencies),
    runs.reduce((sum, run) => sum + run.wallMs, 0),
    runs[0]?.concurrency ?? 0,
    runs.reduce((sum, run) => sum + run.errors, 0),
  );
}
