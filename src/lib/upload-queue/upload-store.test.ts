import { freshDbName, pdfFile, uploadRecord as record } from '@/testing/upload-queue-support';
import { createStore, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { UploadQueueError } from './errors';
import type { UploadRecord } from './types';
import { createUploadStore } from './upload-store';

describe('upload store', () => {
  it('keeps records, with their bytes, across a new store instance (a reload)', async () => {
    const dbName = freshDbName();
    await createUploadStore({ owner: 'u1', dbName }).putMany([record('u1', 'a.pdf')]);
    const reopened = createUploadStore({ owner: 'u1', dbName });
    const [listed] = await reopened.list();
    expect(listed?.fileName).toBe('a.pdf');
    expect(listed?.blob).toBeNull();
    const back = await reopened.get(listed!.fileId);
    expect(await back?.blob?.text()).toContain('%PDF-');
  });

  it('never shows one user the records of another', async () => {
    const dbName = freshDbName();
    await createUploadStore({ owner: 'u1', dbName }).putMany([record('u1', 'mine.pdf')]);
    const other = createUploadStore({ owner: 'u2', dbName });
    expect(await other.list()).toEqual([]);
    expect(await other.get('mine.pdf|' + pdfFile('mine.pdf').size + '|1')).toBeNull();
  });

  it('ignores records of another schema version or malformed ones instead of misreading them', async () => {
    const dbName = freshDbName();
    const raw = createStore(dbName, 'staged-uploads');
    await createUploadStore({ owner: 'u1', dbName }).putMany([record('u1', 'good.pdf')]);
    await set(['u1', 'old'], { ...record('u1', 'old.pdf'), schemaVersion: 0 }, raw);
    await set(['u1', 'broken'], { ...record('u1', 'broken.pdf'), state: 'flying' }, raw);
    await set(['u1', 'inline'], { ...record('u1', 'inline.pdf'), blob: pdfFile('inline.pdf') }, raw);
    const names = (await createUploadStore({ owner: 'u1', dbName }).list()).map((r) => r.fileName);
    expect(names).toEqual(['good.pdf']);
  });

  it('modify is atomic and reports the caller its own error', async () => {
    const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
    const r = record('u1', 'a.pdf');
    await store.putMany([r]);
    await expect(store.modify(r.fileId, () => { throw new Error('nope'); })).rejects.toThrow('nope');
    const changed = await store.modify(r.fileId, (current) => ({ ...current, attempts: 2 }));
    expect(changed?.attempts).toBe(2);
    expect((await store.get(r.fileId))?.attempts).toBe(2);
  });

  it('surfaces a full disk as a quota error', async () => {
    const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      const failure = await store.putMany([record('u1', 'a.pdf')]).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(UploadQueueError);
      expect((failure as UploadQueueError).code).toBe('quota-exceeded');
    } finally {
      IDBObjectStore.prototype.put = put;
    }
  });

  it('tells subscribers about every write', async () => {
    const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
    let calls = 0;
    store.subscribe(() => (calls += 1));
    const r = record('u1', 'a.pdf');
    await store.putMany([r]);
    await store.removeMany([r.fileId]);
    expect(calls).toBe(2);
    expect(await store.list()).toEqual([]);
  });

  it('sees what another tab wrote once that tab announces it, though it lists from memory', async () => {
    const dbName = freshDbName();
    const here = createUploadStore({ owner: 'u1', dbName });
    const there = createUploadStore({ owner: 'u1', dbName });
    const a = record('u1', 'a.pdf');
    await here.putMany([a]);
    expect((await here.list()).map((r) => [r.fileName, r.attempts])).toEqual([['a.pdf', 0]]);
    const heard = new Promise<void>((resolve) => here.subscribe(resolve));
    await there.putMany([{ ...a, attempts: 3 }, record('u1', 'b.pdf', { createdAt: 2 })]);
    await heard;
    expect((await here.list()).map((r) => [r.fileName, r.attempts])).toEqual([['a.pdf', 3], ['b.pdf', 0]]);
    expect((await here.record(a.fileId))?.attempts).toBe(3);
  });

  it('keeps its listed records in step with its own writes', async () => {
    const dbName = freshDbName();
    const store = createUploadStore({ owner: 'u1', dbName });
    const [a, b] = [record('u1', 'a.pdf'), record('u1', 'b.pdf', { createdAt: 2 })];
    await store.putMany([a, b]);
    await store.list();
    await store.modifyMany([{ fileId: a.fileId, change: (r) => ({ ...r, state: 'queued' }) }]);
    await store.modify(b.fileId, (r) => ({ ...r, attempts: 1 }));
    expect((await store.list()).map((r) => [r.fileName, r.state, r.attempts])).toEqual([['a.pdf', 'queued', 0], ['b.pdf', 'staged', 1]]);
    await store.removeMany([a.fileId]);
    const listed = await store.list();
    expect(listed.map((r) => [r.fileName, r.attempts])).toEqual([['b.pdf', 1]]);
    // A new instance (a reload) reads the same from IndexedDB.
    expect(await createUploadStore({ owner: 'u1', dbName }).list()).toEqual(listed);
  });

  it('changes a batch in one write: a second change of a file sees the first, a missing file or another user\'s is left alone', async () => {
    const dbName = freshDbName();
    const store = createUploadStore({ owner: 'u1', dbName });
    const batch = Array.from({ length: 120 }, (_, i) => record('u1', `slip-${i}.pdf`, { createdAt: i }));
    await store.putMany(batch);
    const theirs = record('u2', 'theirs.pdf');
    await createUploadStore({ owner: 'u2', dbName }).putMany([theirs]);
    const results = await store.modifyMany([
      ...batch.map((r) => ({ fileId: r.fileId, change: (current: UploadRecord) => ({ ...current, state: 'queued' as const }) })),
      // A second change of the same file sees the first; a file of nobody here is left alone.
      { fileId: batch[0]!.fileId, change: (current: UploadRecord) => ({ ...current, attempts: current.state === 'queued' ? 1 : 99 }) },
      { fileId: 'missing', change: (current: UploadRecord) => ({ ...current, attempts: 5 }) },
      { fileId: theirs.fileId, change: (current: UploadRecord) => ({ ...current, state: 'queued' as const }) },
    ]);
    expect(results.slice(0, 120).every((r) => r?.state === 'queued')).toBe(true);
    expect(results.slice(120).map((r) => r && [r.fileName, r.attempts])).toEqual([['slip-0.pdf', 1], null, null]);
    // What a reload reads: every file queued, the first one changed twice, the other user's untouched.
    const reread = await createUploadStore({ owner: 'u1', dbName }).list();
    expect(reread.map((r) => r.state)).toEqual(batch.map(() => 'queued'));
    expect(reread[0]?.attempts).toBe(1);
    expect((await createUploadStore({ owner: 'u2', dbName }).list()).map((r) => r.state)).toEqual(['staged']);
  });

  it('reports the caller its own error from a change of a batch, and writes none of the batch', async () => {
    const dbName = freshDbName();
    const store = createUploadStore({ owner: 'u1', dbName });
    const batch = Array.from({ length: 60 }, (_, i) => record('u1', `slip-${i}.pdf`, { createdAt: i }));
    await store.putMany(batch);
    const failing = batch.map((r, i) => ({
      fileId: r.fileId,
      change: (current: UploadRecord) => {
        if (i === 59) throw new Error('nope');
        return { ...current, state: 'queued' as const };
      },
    }));
    await expect(store.modifyMany(failing)).rejects.toThrow('nope');
    expect((await createUploadStore({ owner: 'u1', dbName }).list()).every((r) => r.state === 'staged')).toBe(true);
  });
});
