import { describe, expect, it } from 'vitest';
import type { UploadDirectory } from '@/features/uploads/api/upload-directory-query';
import type { UploadQueue } from '@/lib/upload-queue';
import { slipFileName, stageSlips } from './split-staging';

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
        return Promise.resolve({ staged: files.length, alreadyStaged: [], refused: [] });
      },
    } as unknown as UploadQueue;
    const original = new File(['%PDF'], 'Paie_11_2025.pdf', { type: 'application/pdf' });
    await stageSlips(queue, directory, original, [{ slip: { employeeId: 'e12', pages: [1, 2] } as never, period: '2025-11-01', bytes: new ArrayBuffer(4) }]);
    expect(staged).toEqual([
      { data: { type: 'slip', date: '2025-11-01', employee: 'e12', sourceFileName: 'Paie_11_2025.pdf' }, lockedFields: ['type', 'date', 'employee', 'sourceFileName'] },
    ]);
  });
});
