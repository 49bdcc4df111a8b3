import { describe, expect, it } from 'vitest';
import { describeFailures, runBulk } from './bulk-outcome';

describe('bulk actions', () => {
  it('carry on after a failure and report each one with its reason', async () => {
    const items = [{ id: '1', name: 'a.pdf' }, { id: '2', name: 'b.pdf' }, { id: '3', name: 'c.pdf' }];
    const outcome = await runBulk(
      items,
      (i) => i.name,
      (i) => i.id,
      async (i) => {
        if (i.id === '2') throw new Error('HR document not found');
      },
      (error) => (error as Error).message,
    );
    expect(outcome).toEqual({ succeeded: ['1', '3'], failed: [{ name: 'b.pdf', message: 'HR document not found' }] });
    expect(describeFailures(outcome.failed)).toBe('b.pdf: HR document not found');
  });
});
