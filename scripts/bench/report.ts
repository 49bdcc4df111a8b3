import type { LatencySummary } from './stats';

/** A measured figure and whether it meets its goal. */
export interface Figure {
  value: number;
  pass: boolean;
}

export interface Target extends Figure {
  name: string;
  limit: string;
  /**
   * The same figure for the run's reference (the least any implementation must do, measured in the
   * same run): whether the goal is within reach at all on this machine.
   */
  reference?: Figure;
}

/** A fixed-width text table: the first row is the header. */
export function table(rows: readonly (readonly (string | number)[])[]): string {
  const cells = rows.map((row) => row.map(String));
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(cells[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const latencyHeader = ['measurement', 'conc', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'req/s'] as const;

export function latencyRow(name: string, s: LatencySummary): (string | number)[] {
  return [name, s.concurrency, s.requests, s.errors, s.p50, s.p95, s.p99, s.max, s.requestsPerSecond];
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

/** The targets as a table; with a reference for any of them, its figure and verdict beside each. */
export function formatTargets(targets: readonly Target[], referenceName = 'reference'): string {
  if (!targets.some((t) => t.reference)) return table([['target', 'limit', 'measured', 'result'], ...targets.map((t) => [t.name, t.limit, t.value, verdict(t.pass)])]);
  return table([
    ['target', 'limit', 'measured', 'result', referenceName, `${referenceName} result`],
    ...targets.map((t) => [t.name, t.limit, t.value, verdict(t.pass), t.reference?.value ?? '–', t.reference ? verdict(t.reference.pass) : '–']),
  ]);
}
