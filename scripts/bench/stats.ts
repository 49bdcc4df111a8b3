/** Latency figures of one measurement, in milliseconds, plus throughput over its wall-clock time. */
export interface LatencySummary {
  requests: number;
  errors: number;
  concurrency: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  requestsPerSecond: number;
  wallMs: number;
}

/** Nearest-rank percentile of ascending-sorted values (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(latenciesMs: readonly number[], wallMs: number, concurrency: number, errors = 0): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: sorted.length,
    errors,
    concurrency,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
    mean: round(sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1)),
    requestsPerSecond: round((sorted.length / wallMs) * 1000),
    wallMs: Math.round(wallMs),
  };
}
