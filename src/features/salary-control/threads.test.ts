import { describe, expect, it } from 'vitest';
import { documentThreads } from './threads';

const v = (id: string, createdAt: string, replaces: string | null = null, filename = `${id}.pdf`) => ({ id, createdAt, replaces: replaces ? { id: replaces } : null, document: { filename } });

describe('documentThreads', () => {
  it('chains each correction after the version it replaces, oldest first', () => {
    const threads = documentThreads([v('c', '2025-01-03', 'b'), v('a', '2025-01-01'), v('b', '2025-01-02', 'a'), v('x', '2025-01-01', null, 'z.pdf')]);
    expect(threads.map((t) => t.map((x) => x.id))).toEqual([['a', 'b', 'c'], ['x']]);
  });

  it('starts a thread at a version whose predecessor was deleted', () => {
    expect(documentThreads([v('b', '2025-01-02', 'gone')]).map((t) => t.map((x) => x.id))).toEqual([['b']]);
  });

  it('orders documents uploaded together by file name', () => {
    const threads = documentThreads([v('2', '2025-01-01', null, 'b.pdf'), v('1', '2025-01-01', null, 'a.pdf')]);
    expect(threads.map((t) => t[0]?.id)).toEqual(['1', '2']);
  });
});
