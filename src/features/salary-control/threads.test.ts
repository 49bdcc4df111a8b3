import { describe, expect, it } from 'vitest';
import { documentThreads, nextWaiting } from './threads';

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

describe('nextWaiting', () => {
  const thread = (id: string, ...statuses: string[]) => statuses.map((status, i) => ({ id: `${id}${i}`, status }));

  it('is the next document whose latest version waits for a review, after the reviewed one', () => {
    const threads = [thread('a', 'pending'), thread('b', 'approved'), thread('c', 'rejected', 'pending'), thread('d', 'pending')];
    expect(nextWaiting(threads, 0)?.[0]?.id).toBe('c0');
  });

  it('goes back to the first waiting one before it when none waits after it, and is null when none waits', () => {
    expect(nextWaiting([thread('a', 'pending'), thread('b', 'approved'), thread('c', 'pending')], 2)?.[0]?.id).toBe('a0');
    expect(nextWaiting([thread('a', 'approved'), thread('b', 'pending')], 1)).toBeNull();
  });

  it('skips a document whose older version waited but was corrected and reviewed', () => {
    expect(nextWaiting([thread('a', 'pending'), thread('b', 'pending', 'approved')], 0)).toBeNull();
  });
});
