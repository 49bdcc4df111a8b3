import type { SplitSlip } from '@/domain/payroll-split';
import { stripPdfExtension } from '@/domain/file-name-date';
import { SALARY_TYPE_TOKENS } from '@/domain/salary-filename';
import { recordableSourceFileName } from '@/domain/source-file-name';
import { sanitizeFileName } from '@/domain/staging';
import type { StagingDescription, StagingResult, UploadQueue } from '@/lib/upload-queue';
import type { UploadDirectory } from '@/features/uploads/api/upload-directory-query';

// The slips of a split as ordinary staged salary files: type, employee and date filled in and
// locked, so the queue, the duplicate check and exactly-once sending treat them like any slip.

/**
 * Named by the salary file-name rule (Sal_COMPANY_EMPLOYEE_MMYYYY.pdf), so the slip reads the same
 * as one named by hand; an employee without a code is named by the original file and page.
 */
export function slipFileName(directory: UploadDirectory, slip: { employeeId: string; pages: readonly number[] }, period: string, original: string): string {
  const employee = directory.employees.find((e) => e.id === slip.employeeId);
  const month = `${period.slice(5, 7)}${period.slice(0, 4)}`;
  if (employee?.code && employee.company?.code) return `${SALARY_TYPE_TOKENS.slip}_${employee.company.code}_${employee.code}_${month}.pdf`;
  return sanitizeFileName(`${stripPdfExtension(original)}_p${slip.pages[0] ?? 0}_${month}.pdf`);
}

export type WrittenSlip = { slip: SplitSlip; period: string; bytes: ArrayBuffer };

/**
 * Slips staged per write. 400 in one write made one main-thread task of 398 ms at 4× CPU slowdown
 * (bench:payroll-split): the records, and the batch screen's render of them, all at once. With 25
 * per write the longest were 76–79 ms on a quiet machine (88–109 on a loaded one), and two or three
 * tasks a split passed 50 ms; with 10, 71–82 ms and mostly one (docs/decisions/payroll-split.md).
 */
export const SLIPS_PER_WRITE = 10;

/** The next task: what the browser has waiting (input, painting) runs before the next write. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Stages the slips, SLIPS_PER_WRITE at a time, yielding to the main thread between writes. Each
 * file keeps the original's modification time, so the same payroll split twice gives the same
 * staged-file ids: staged again (the tab died between two writes and the split resumed, or the
 * same payroll dropped twice), the slips already in the queue are refused as already staged and
 * only the others are added — never one twice.
 */
export async function stageSlips(queue: UploadQueue, directory: UploadDirectory, original: File, written: readonly WrittenSlip[]): Promise<StagingResult> {
  const result: StagingResult = { staged: [], refused: [], persisted: false };
  // One batch, however many writes.
  const batchId = crypto.randomUUID();
  for (let at = 0; at < written.length; at += SLIPS_PER_WRITE) {
    if (at > 0) await nextTask();
    const part = await stageWrite(queue, batchId, at, directory, original, written.slice(at, at + SLIPS_PER_WRITE));
    result.staged.push(...part.staged);
    result.refused.push(...part.refused);
    result.persisted ||= part.persisted;
  }
  return result;
}

function stageWrite(queue: UploadQueue, batchId: string, position: number, directory: UploadDirectory, original: File, written: readonly WrittenSlip[]): Promise<StagingResult> {
  const descriptions = new Map<File, StagingDescription<'salary'>>();
  const files = written.map(({ slip, period, bytes }) => {
    const file = new File([bytes], slipFileName(directory, slip, period, original.name), { type: 'application/pdf', lastModified: original.lastModified });
    // The payroll file's name goes with each slip to the API, which keeps it in the audit trail.
    const data = { type: 'slip' as const, date: period, employee: slip.employeeId, sourceFileName: recordableSourceFileName(original.name) };
    descriptions.set(file, { data, lockedFields: ['type', 'date', 'employee', 'sourceFileName'] });
    return file;
  });
  return queue.stage('salary', batchId, files, (file) => descriptions.get(file) ?? { data: { type: 'slip', date: null, employee: null }, lockedFields: [] }, position);
}
