import { afterEach, describe, expect, it, vi } from 'vitest';
import { localEditJournal } from './pending-edits';

const edit = (id: string, fileIds: string[], patch: Record<string, string | null>) => ({ id, fileIds, kind: 'hrDocument' as const, patch });

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the journal of unsaved edits of staged files', () => {
  it('keeps each file’s edits per user, in order, until each edit is settled', () => {
    const mine = localEditJournal('u1');
    mine.keep(edit('a', ['f1', 'f2'], { expirationDate: '2031-05-31' }));
    mine.keep(edit('b', ['f3'], { type: 't2' }));
    expect(localEditJournal('u2').pending()).toEqual([]);
    expect(mine.pending().map((e) => `${e.id}:${e.fileId}`)).toEqual(['a:f1', 'a:f2', 'b:f3']);
    mine.settle('a');
    expect(mine.pending()).toEqual([{ id: 'b', fileId: 'f3', kind: 'hrDocument', patch: { type: 't2' } }]);
    mine.settle('b');
    expect(localStorage.length).toBe(0);
  });

  it('drops a field from older entries of a file once a newer edit sets it, and forgets removed files', () => {
    const journal = localEditJournal('u1');
    journal.keep(edit('old', ['f1', 'f2'], { expirationDate: '2031-05-31', type: 't1' }));
    journal.keep(edit('new', ['f1'], { expirationDate: '2032-01-31' }));
    expect(journal.pending().map((e) => [e.id, e.fileId, e.patch])).toEqual([
      ['old', 'f1', { type: 't1' }],
      ['old', 'f2', { expirationDate: '2031-05-31', type: 't1' }],
      ['new', 'f1', { expirationDate: '2032-01-31' }],
    ]);
    journal.forget(['f1']);
    expect(journal.pending().map((e) => e.fileId)).toEqual(['f2']);
  });

  it('ignores what it cannot read back as an edit (another version, a hand-made entry)', () => {
    const good = { id: 'a', fileId: 'f1', kind: 'hrDocument', patch: { expirationDate: '2031-05-31' } };
    localStorage.setItem('portal.upload-edits.u1', JSON.stringify([good, { ...good, fileId: ['f1'] }, { ...good, kind: 'fax' }, { ...good, patch: { type: 3 } }]));
    expect(localEditJournal('u1').pending()).toEqual([good]);
    localStorage.setItem('portal.upload-edits.u1', '{not json');
    expect(localEditJournal('u1').pending()).toEqual([]);
  });

  it('lets the edit go on when the device refuses to keep it', () => {
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => localEditJournal('u1').keep(edit('a', ['f1'], { expirationDate: '2031-05-31' }))).not.toThrow();
  });
});
