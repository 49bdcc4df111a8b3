import { describe, expect, it } from 'vitest';
import { runBulk } from './bulk';

describe('runBulk', () => {
  it('runs every item and reports each failure with its reason', async () => {
    const records = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const outcome = await runBulk(records, (r) => `Record ${r.id}`, async (r) => {
      if (r.id === 'b') throw new Error('refused');
    }, (error) => (error as Error).message);
    expect(outcome).toEqual({ done: 2, failures: [{ id: 'b', label: 'Record b', reason: 'refused' }] });
  });
});
