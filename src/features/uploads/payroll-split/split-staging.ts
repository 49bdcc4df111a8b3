import type { SplitSlip } from '@/domain/payroll-split';
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
  if (employee?.code && employee.company?.code) return `Sal_${employee.company.code}_${employee.code}_${month}.pdf`;
  return sanitizeFileName(`${original.replace(/\.pdf$/i, '')}_p${slip.pages[0] ?? 0}_${month}.pdf`);
}

export type WrittenSlip = { slip: SplitSlip; period: string; bytes: ArrayBuffer };

/**
 * Stages every slip in one write. Each file keeps the original's modification time, so the same
 * payroll split twice gives the same staged-file ids: the second time is refused as already staged.
 */
export function stageSlips(queue: UploadQueue, directory: UploadDirectory, original: File, written: readonly WrittenSlip[]): Promise<StagingResult> {
  const descriptions = new Map<File, StagingDescription<'salary'>>();
  const files = written.map(({ slip, period, bytes }) => {
    const file = new File([bytes], slipFileName(directory, slip, period, original.name), { type: 'application/pdf', lastModified: original.lastModified });
    // The payroll file's name goes with each slip to the API, which keeps it in the audit trail.
    const data = { type: 'slip' as const, date: period, employee: slip.employeeId, sourceFileName: recordableSourceFileName(original.name) };
    descriptions.set(file, { data, lockedFields: ['type', 'date', 'employee', 'sourceFileName'] });
    return file;
  });
  return queue.stage('salary', crypto.randomUUID(), files, (file) => descriptions.get(file) ?? { data: { type: 'slip', date: null, employee: null }, lockedFields: [] });
}
