import { useState } from 'react';
import { defaultDate } from '@/domain/default-dates';
import { readZip, ZipReadError, type ZipFailure, type ZipRefusal } from '@/lib/zip/read-zip';
import type { RefusedFile, UploadQueue } from '@/lib/upload-queue';
import type { UploadDirectory } from '@/features/uploads/api/upload-directory-query';
import { salaryFileDescriber } from '@/features/uploads/file-matching';

// A ZIP dropped as a whole payroll: each PDF named by the salary file-name rule is staged through
// it, as if dropped on its own; a single PDF not so named is the payroll to split; several such
// are staged too, to complete by hand. Nothing in the archive goes unmentioned.

export type ZipOutcome =
  | { step: 'reading'; zipName: string }
  /** `refused`: entries of the archive, by path; `stagingRefused`: PDFs the queue refused otherwise (already staged, empty). */
  | { step: 'done'; zipName: string; staged: number; refused: ZipRefusal[]; stagingRefused: RefusedFile[] }
  | { step: 'failed'; zipName: string; failure: ZipFailure | 'storage' };

export function isZip(file: File): boolean {
  return /\.zip$/i.test(file.name) || file.type === 'application/zip' || file.type === 'application/x-zip-compressed';
}

export function useZipIntake(queue: UploadQueue, directory: UploadDirectory, splitPayroll: (file: File) => void) {
  const [outcome, setOutcome] = useState<ZipOutcome | null>(null);

  async function take(zip: File) {
    setOutcome({ step: 'reading', zipName: zip.name });
    let contents;
    try {
      contents = await readZip(zip);
    } catch (error) {
      setOutcome({ step: 'failed', zipName: zip.name, failure: error instanceof ZipReadError ? error.failure : 'corrupt' });
      return;
    }
    const describe = salaryFileDescriber(directory.employees, defaultDate(new Date()));
    const named = contents.files.filter((file) => describe(file).lockedFields.length > 0);
    const others = contents.files.filter((file) => !named.includes(file));
    const payroll = others.length === 1 ? others[0] : undefined;
    const toStage = payroll ? named : contents.files;
    try {
      const result = toStage.length > 0 ? await queue.stage('salary', crypto.randomUUID(), toStage, describe) : { staged: [], refused: [] };
      const unsupported: ZipRefusal[] = result.refused.filter((r) => r.reason === 'unsupported-type').map((r) => ({ path: r.fileName, reason: 'not-pdf' }));
      setOutcome({ step: 'done', zipName: zip.name, staged: result.staged.length, refused: [...contents.refused, ...unsupported], stagingRefused: result.refused.filter((r) => r.reason !== 'unsupported-type') });
    } catch {
      setOutcome({ step: 'failed', zipName: zip.name, failure: 'storage' });
      return;
    }
    if (payroll) splitPayroll(payroll);
  }

  return { outcome, take, dismiss: () => setOutcome(null) };
}
