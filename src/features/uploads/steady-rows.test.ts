import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadState } from '@/lib/upload-queue';
import { useSteadyRows } from './steady-rows';

type Row = { fileId: string; state: UploadState };

/** Files a…e, in the given states. */
const rows = (states: string): Row[] => [...states].map((s, i) => ({ fileId: 'abcde'[i]!, state: ({ S: 'staged', Q: 'queued', G: 'sending', T: 'sent', F: 'failed', P: 'paused' } as const)[s as 'S']! }));
const ids = (list: Row[]) => list.map((r) => r.fileId).join('');

function watch(initial: Row[]) {
  const hook = renderHook(({ records }) => useSteadyRows(records), { initialProps: { records: initial } });
  return { shown: (records: Row[]) => (hook.rerender({ records }), ids(hook.result.current)), first: ids(hook.result.current) };
}

describe('the files table while a batch is sent', () => {
  it('keeps each sent file in its place until nothing is left to send, then lists only the files not sent', () => {
    const table = watch(rows('SSSSS'));
    expect(table.first).toBe('abcde');
    expect(table.shown(rows('QQQQQ'))).toBe('abcde');
    expect(table.shown(rows('TGGQQ'))).toBe('abcde');
    expect(table.shown(rows('TTFGQ'))).toBe('abcde');
    expect(table.shown(rows('TTFTT'))).toBe('c');
  });

  it('lists no file sent before the batch began (the earlier batch’s summary lines)', () => {
    const table = watch(rows('TTSSS'));
    expect(table.first).toBe('cde');
    expect(table.shown(rows('TTQQQ'))).toBe('cde');
    expect(table.shown(rows('TTTGQ'))).toBe('cde');
    expect(table.shown(rows('TTTTT'))).toBe('');
  });

  it('lets the sent files go when the rest is paused, and holds them again for the next batch', () => {
    const table = watch(rows('QQQQQ'));
    expect(table.shown(rows('TTGQQ'))).toBe('abcde');
    expect(table.shown(rows('TTTPP'))).toBe('de');
    expect(table.shown(rows('TTTQQ'))).toBe('de');
    expect(table.shown(rows('TTTTG'))).toBe('de');
  });

  it('keeps a file staged during the batch in its place once it is sent too', () => {
    const table = watch(rows('QQQQ'));
    expect(table.shown(rows('TGQQS'))).toBe('abcde');
    expect(table.shown(rows('TTGQQ'))).toBe('abcde');
    expect(table.shown(rows('TTTGT'))).toBe('abcde');
  });
});
