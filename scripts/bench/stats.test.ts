import { describe, expect, it } from 'vitest';
import { runConcurrent } from './run-concurrent';
import { percentile, summarize } from './stats';

describe('percentile and summarize', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(values, 50), percentile(values, 95), percentile(values, 100)]).toEqual([50, 95, 100]);
    expect(percentile([7], 95)).toBe(7);
  });

  it('reports requests per second over the wall time', () => {
    expect(summarize([10, 20, 30, 40], 2000, 4)).toMatchObject({ requests: 4, p50: 20, max: 40, mean: 25, requestsPerSecond: 2 });
  });
});

describe('runConcurrent', () => {
  it('never runs more tasks at once than asked, runs each once, and counts failures', async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    const summary = await runConcurrent({
      total: 30,
      concurrency: 4,
      task: async (i) => {
        running++;
        most = Math.max(most, running);
        seen.push(i);
        await new Promise((r) => setTimeout(r, 2));
        running--;
        if (i % 10 === 0) throw new Error('boom');
      },
    });
    expect(most).toBe(4);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(summary).toMatchObject({ requests: 27, errors: 3, concurrency: 4 });
  });
});
