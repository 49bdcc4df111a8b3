import { describe, expect, it } from 'vitest';
import type { UploadDirectory } from '@/features/uploads/api/upload-directory-query';
import type { UploadQueue } from '@/lib/upload-queue';
import { createUploadTransport } from '@/lib/upload-queue/send-upload';
import { createQueueFacade } from '@/lib/upload-queue/upload-queue';
import { createUploadSender } from '@/lib/upload-queue/upload-sender';
import { createUploadStore } from '@/lib/upload-queue/upload-store';
import { createFakeServer } from '@/testing/fake-upload-server';
import { freshDbName, frozenClock } from '@/testing/upload-queue-support';
import { SLIPS_PER_WRITE, slipFileName, stageSlips, type WrittenSlip } from './split-staging';

const directory: UploadDirectory = {
  companies: [{ id: 'c1', code: '1001', name: 'Atelier Moselle' }],
  employees: [
    { id: 'e12', code: '12', name: 'Marie Weber', isHiddenInHr: false, company: { id: 'c1', code: '1001' } },
    { id: 'new', code: null, name: 'Laura Zenner', isHiddenInHr: false, company: { id: 'c1', code: '1001' } },
  ],
};

describe('the name of a slip cut from a payroll', () => {
  it('follows the salary file-name rule, so it reads like a slip named by hand', () => {
    expect(slipFileName(directory, { employeeId: 'e12', pages: [3, 4] }, '2025-11-01', 'Paie novembre.pdf')).toBe('Sal_1001_12_112025.pdf');
  });

  it('names an employee without a code by the original file and first page', () => {
    expect(slipFileName(directory, { employeeId: 'new', pages: [7] }, '2025-11-01', 'Paie novembre.pdf')).toBe('Paie novembre_p7_112025.pdf');
  });
});

describe('the slips staged from a payroll', () => {
  it('carry the payroll file name, locked, for the audit trail', async () => {
    // Only the queue's stage call is recorded here: the queue itself is tested in upload-queue.test.ts.
    const staged: unknown[] = [];
    const queue = {
      stage: (_kind: string, _batch: string, files: File[], describe: (file: File) => unknown) => {
        staged.push(...files.map(describe));
        return Promise.resolve({ staged: [], refused: [], persisted: false });
      },
    } as unknown as UploadQueue;
    const original = new File(['%PDF'], 'Paie_11_2025.pdf', { type: 'application/pdf' });
    await stageSlips(queue, directory, original, [{ slip: { employeeId: 'e12', pages: [1, 2] } as never, period: '2025-11-01', bytes: new ArrayBuffer(4) }]);
    expect(staged).toEqual([
      { data: { type: 'slip', date: '2025-11-01', employee: 'e12', sourceFileName: 'Paie_11_2025.pdf' }, lockedFields: ['type', 'date', 'employee', 'sourceFileName'] },
    ]);
  });
});

describe('staging many slips', () => {
  /** A real queue over IndexedDB (fake-indexeddb in this test project); only the server is a stand-in, and nothing is sent. */
  function realQueue() {
    const store = createUploadStore({ owner: 'u1', dbName: freshDbName() });
    const send = createUploadTransport({ endpoint: '/api/graphql', fetch: createFakeServer().fetch, getToken: () => 'tok', clock: frozenClock, timeoutMs: () => 60_000 });
    const sender = createUploadSender({ store, send, clock: frozenClock, random: () => 0.5, connectivity: { isOnline: () => true, waitForWakeUp: async () => {} }, runExclusive: (task) => task() });
    return createQueueFacade(store, sender, { clock: frozenClock, storage: null, newKey: () => crypto.randomUUID() });
  }
  const original = new File(['%PDF'], 'Paie_11_2025.pdf', { type: 'application/pdf', lastModified: 1_700_000_000_000 });
  const slips: WrittenSlip[] = Array.from({ length: SLIPS_PER_WRITE * 2 + 10 }, (_, i) => ({
    slip: { employeeId: `x${i}`, pages: [i + 1] } as never,
    period: '2025-11-01',
    bytes: new TextEncoder().encode(`%PDF-1.7 slip ${i}`).buffer as ArrayBuffer,
  }));

  it('stages every slip, a few writes at a time, each once, in page order', async () => {
    const queue = realQueue();
    const result = await stageSlips(queue, directory, original, slips);
    expect(result.staged).toHaveLength(slips.length);
    const records = await queue.list();
    expect(records.map((r) => r.fileName)).toEqual(slips.map((_, i) => `Paie_11_2025_p${i + 1}_112025.pdf`));
    await queue.close();
  });

  it('staged again after the tab died between two writes, adds only the slips not yet in the queue', async () => {
    const queue = realQueue();
    await stageSlips(queue, directory, original, slips.slice(0, SLIPS_PER_WRITE));
    const resumed = await stageSlips(queue, directory, original, slips);
    expect(resumed.staged).toHaveLength(slips.length - SLIPS_PER_WRITE);
    expect(resumed.refused).toHaveLength(SLIPS_PER_WRITE);
    expect(resumed.refused.every((r) => r.reason === 'already-staged')).toBe(true);
    expect(new Set((await queue.list()).map((r) => r.fileName)).size).toBe(slips.length);
    expect(await queue.list()).toHaveLength(slips.length);
    await queue.close();
  });
});
