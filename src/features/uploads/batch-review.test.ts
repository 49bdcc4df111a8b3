import { describe, expect, it } from 'vitest';
import { salaryDuplicateKey } from '@/domain/staging';
import type { UploadRecord, UploadRecordOf } from '@/lib/upload-queue';
import { reviewBatch } from './batch-review';
import { salaryControlKind } from './salary-control-kind';
import { salaryKind } from './salary-kind';

const reviewSalaryBatch = (records: UploadRecord[], server: ReadonlySet<string>) => reviewBatch(records as UploadRecordOf<'salary'>[], salaryKind, server);
const reviewSalaryControlBatch = (records: UploadRecord[], server: ReadonlySet<string>) => reviewBatch(records as UploadRecordOf<'salaryControl'>[], salaryControlKind, server);

let n = 0;
function salary(data: { type: 'slip' | null; date: string | null; employee: string | null }, extra: Partial<UploadRecord> = {}): UploadRecord {
  n += 1;
  return { kind: 'salary', data, fileId: `f${n}`, fileName: `file${n}.pdf`, state: 'staged', duplicateConfirmed: false, ...extra } as UploadRecord;
}
function control(data: { company: string | null; date: string | null; feedbackFg: string | null }): UploadRecord {
  n += 1;
  return { kind: 'salaryControl', data, fileId: `c${n}`, fileName: `c${n}.pdf`, state: 'staged', duplicateConfirmed: false } as UploadRecord;
}

describe('salary batch review', () => {
  it('is blocked by an empty field and names the file', () => {
    const incomplete = salary({ type: 'slip', date: '2025-11-01', employee: null });
    const review = reviewSalaryBatch([salary({ type: 'slip', date: '2025-11-01', employee: 'e1' }), incomplete], new Set());
    expect(review.canSend).toBe(false);
    expect(review.missing).toEqual([{ fileName: incomplete.fileName, fields: ['employee'] }]);
  });

  it('flags duplicates within the batch and on the server; confirming each unblocks', () => {
    const a = salary({ type: 'slip', date: '2025-11-01', employee: 'e1' });
    const b = salary({ type: 'slip', date: '2025-11-01', employee: 'e1' });
    const c = salary({ type: 'slip', date: '2025-10-01', employee: 'e2' });
    const server = new Set([salaryDuplicateKey(c.data as { type: string; date: string; employee: string })!]);
    const review = reviewSalaryBatch([a, b, c], server);
    expect([...review.duplicates].sort()).toEqual([a.fileId, b.fileId, c.fileId].sort());
    expect(review.canSend).toBe(false);
    const confirmed = [a, b, c].map((r) => ({ ...r, duplicateConfirmed: true }) as UploadRecord);
    expect(reviewSalaryBatch(confirmed, server).canSend).toBe(true);
  });

  it('counts a file already on its way as a duplicate of a newly staged one', () => {
    const sending = salary({ type: 'slip', date: '2025-11-01', employee: 'e1' }, { state: 'sending' });
    const staged = salary({ type: 'slip', date: '2025-11-01', employee: 'e1' });
    expect([...reviewSalaryBatch([sending, staged], new Set()).duplicates]).toEqual([staged.fileId]);
  });
});

describe('salary-control batch review', () => {
  it('does not need the feedback text, and duplicates cannot be confirmed away', () => {
    const a = control({ company: 'c1', date: '2025-11-01', feedbackFg: '' });
    expect(reviewSalaryControlBatch([a], new Set()).canSend).toBe(true);
    const b = { ...control({ company: 'c1', date: '2025-11-01', feedbackFg: 'x' }), duplicateConfirmed: true } as UploadRecord;
    const review = reviewSalaryControlBatch([a, b], new Set());
    expect(review.unresolved.map((r) => r.fileId)).toEqual([a.fileId, b.fileId]);
    expect(review.canSend).toBe(false);
  });
});
