import { freshDbName, frozenClock, pdfFile } from '@/testing/upload-queue-support';
import { describe, expect, it, vi } from 'vitest';
import { matchSalaryFile } from '@/domain/salary-filename';
import { UploadQueueError } from './errors';
import { stageFiles, type StagingDescription } from './stage-files';
import type { StorageApi } from './storage-space';
import { createUploadStore } from './upload-store';

const employees: Record<string, string> = { '1001/12': 'emp-12', '1001/13': 'emp-13' };
const describeSalary = (file: File): StagingDescription<'salary'> => {
  const match = matchSalaryFile(file.name, (company, user) => employees[`${company}/${user}`] ?? null, '2025-10-01');
  return { data: match.data, lockedFields: match.locked ? ['type', 'date', 'employee'] : [] };
};

function storage(quota: number, usage = 0): StorageApi & { persist: ReturnType<typeof vi.fn> } {
  return { estimate: async () => ({ quota, usage }), persisted: async () => false, persist: vi.fn(async () => true) };
}

let keys = 0;
const deps = (s: StorageApi | null = null) => ({ clock: frozenClock, storage: s, newKey: () => `k${++keys}` });

describe('staging files', () => {
  it('stores matched files locked and unmatched files with defaults, each with its SHA-256 and own uploadKey', async () => {
    const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
    const files = [pdfFile('Sal_1001_12_112025.pdf'), pdfFile('Sal_1001_999_112025.pdf')];
    const { staged, refused } = await stageFiles(store, { kind: 'salary', batchId: 'b', files, describe: describeSalary }, deps());
    expect(refused).toEqual([]);
    const [matched, unmatched] = await store.list();
    expect(matched).toMatchObject({ fileName: 'Sal_1001_12_112025.pdf', state: 'staged', data: { type: 'slip', date: '2025-11-01', employee: 'emp-12' }, lockedFields: ['type', 'date', 'employee'] });
    expect(unmatched).toMatchObject({ data: { type: 'slip', date: '2025-10-01', employee: null }, lockedFields: [] });
    expect(matched?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(staged.map((r) => r.uploadKey)).size).toBe(2);
  });

  it('refuses a file already staged (same name, size and last-modified) and flags the same bytes under another name', async () => {
    const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
    const input = (files: File[]) => ({ kind: 'salary' as const, batchId: 'b', files, describe: describeSalary });
    await stageFiles(store, input([pdfFile('Sal_1001_12_112025.pdf', { body: 'same' })]), deps());
    const again = await stageFiles(
      store,
      input([pdfFile('Sal_1001_12_112025.pdf', { body: 'same' }), pdfFile('copy.pdf', { body: 'same' }), pdfFile('copy.pdf', { body: 'same' })]),
      deps(),
    );
    expect(again.refused).toEqual([
      { fileName: 'Sal_1001_12_112025.pdf', reason: 'already-staged' },
      { fileName: 'copy.pdf', reason: 'already-staged' },
    ]);
    expect(again.staged.map((r) => [r.fileName, r.sameContentAs])).toEqual([['copy.pdf', 'Sal_1001_12_112025.pdf']]);
  });

  it('refuses a file that is not a PDF by its bytes, whatever its name', async () => {
    const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
    const fake = new File(['hello'], 'Sal_1001_12_112025.pdf', { type: 'application/pdf' });
    const { staged, refused } = await stageFiles(store, { kind: 'salary', batchId: 'b', files: [fake], describe: describeSalary }, deps());
    expect(staged).toEqual([]);
    expect(refused).toEqual([{ fileName: 'Sal_1001_12_112025.pdf', reason: 'unsupported-type' }]);
  });

  it('refuses an empty file as empty, not as a file of the wrong type (issue #44)', async () => {
    const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
    const empty = new File([], 'ausweis.pdf', { type: 'application/pdf' });
    const { staged, refused } = await stageFiles(store, { kind: 'salary', batchId: 'b', files: [empty], describe: describeSalary }, deps());
    expect(staged).toEqual([]);
    expect(refused).toEqual([{ fileName: 'ausweis.pdf', reason: 'empty' }]);
  });

  it('says so when space is short, before storing anything', async () => {
    const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
    const error = await stageFiles(store, { kind: 'salary', batchId: 'b', files: [pdfFile('a.pdf')], describe: describeSalary }, deps(storage(10)))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadQueueError);
    expect((error as UploadQueueError).code).toBe('insufficient-space');
    expect((error as UploadQueueError).bytes?.available).toBe(10);
    expect(await store.list()).toEqual([]);
  });

  it('asks for persistent storage once files are staged', async () => {
    const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
    const s = storage(1e9);
    const result = await stageFiles(store, { kind: 'salary', batchId: 'b', files: [pdfFile('a.pdf')], describe: describeSalary }, deps(s));
    expect(s.persist).toHaveBeenCalledTimes(1);
    expect(result.persisted).toBe(true);
  });
});
