import { afterEach, describe, expect, it, vi } from 'vitest';
import { localEditJournal } from './pending-edits';

const edit = (id: string, expirationDate: string) => ({ id, fileIds: ['f1'], kind: 'hrDocument' as const, patch: { expirationDate } });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the journal of unsaved edits of staged files', () => {
  it('keeps edits in order per user until each is settled', () => {
    const mine = localEditJournal('u1');
    expect(mine.keep(edit('a', '2031-05-31'))).toBe(true);
    mine.keep(edit('b', '2032-01-31'));
    expect(localEditJournal('u2').pending()).toEqual([]);
    expect(mine.pending().map((e) => e.id)).toEqual(['a', 'b']);
    mine.settle('a');
    expect(mine.pending()).toEqual([edit('b', '2032-01-31')]);
    mine.settle('b');
    expect(localStorage.length).toBe(0);
  });

  it('ignores what it cannot read back as an edit (another version, a hand-made entry)', () => {
    localStorage.setItem('portal.upload-edits.u1', JSON.stringify([edit('a', '2031-05-31'), { id: 'b', fileIds: 'f1', kind: 'hrDocument', patch: {} }, { ...edit('c', 'x'), kind: 'fax' }]));
    expect(localEditJournal('u1').pending().map((e) => e.id)).toEqual(['a']);
    localStorage.setItem('portal.upload-edits.u1', '{not json');
    expect(localEditJournal('u1').pending()).toEqual([]);
  });

  it('says so when the device refuses to keep an edit', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(localEditJournal('u1').keep(edit('a', '2031-05-31'))).toBe(false);
  });
});
