import { describe, expect, it } from 'vitest';
import { createBatchLoader, createRequestLoaders, requestLoader } from './batch-loader';

describe('createBatchLoader', () => {
  it('sends the ids asked for in one tick as one batch, each id once, and answers each caller its own value', async () => {
    const batches: string[][] = [];
    const load = createBatchLoader(async (ids) => {
      batches.push(ids);
      return new Map(ids.map((id) => [id, `value of ${id}`]));
    }, null);
    const answers = await Promise.all(['a', 'b', 'a', 'c'].map((id) => load(id)));
    expect(answers).toEqual(['value of a', 'value of b', 'value of a', 'value of c']);
    expect(batches).toEqual([['a', 'b', 'c']]);
    // Asked again later: answered from the request's cache, no new batch.
    expect(await load('b')).toBe('value of b');
    expect(batches).toHaveLength(1);
  });

  it('rejects every caller of a failed batch', async () => {
    const load = createBatchLoader<number>(() => Promise.reject(new Error('database gone')), 0);
    const results = await Promise.allSettled([load('a'), load('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });
});

describe('requestLoader', () => {
  it('makes one loader per name for the request, so rows of one list field share a batch', async () => {
    const loaders = createRequestLoaders();
    let calls = 0;
    const batch = async (ids: string[]) => {
      calls += 1;
      return new Map(ids.map((id) => [id, id.length]));
    };
    const first = requestLoader(loaders, 'count', batch, 0);
    expect(requestLoader(loaders, 'count', batch, 0)).toBe(first);
    expect(requestLoader(loaders, 'other', batch, 0)).not.toBe(first);
    expect(await Promise.all([first('x'), requestLoader(loaders, 'count', batch, 0)('yy')])).toEqual([1, 2]);
    expect(calls).toBe(1);
  });
});
