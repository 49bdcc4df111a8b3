import { useCallback, useEffect, useRef, useState } from 'react';
import { buildEmployeeIndex, likelyCompany, planSplit, type EmployeeIndex, type PageRead, type SplitPlan } from '@/domain/payroll-split';
import { beginSplitJob, endSplitJob, loadSplitJob, saveSplitJob, type StoredSplitJob } from '@/lib/split-jobs/split-job-store';
import type { StagingResult, UploadQueue } from '@/lib/upload-queue';
import type { UploadDirectory } from '@/features/uploads/api/upload-directory-query';
import { createSplitWorker, SplitFailedError, type SplitWorker } from './split-client';
import type { SplitFailure } from './split-protocol';
import { splitEmployees } from './split-profiles-query';
import { stageSlips, type WrittenSlip } from './split-staging';

// One payroll PDF from drop to staged slips: read (in the worker), review (the user settles the
// pages left and the conflicts), write and stage. The job is kept in IndexedDB until its slips are
// staged: a reload resumes it (split-job-store.ts).

export type SplitJob = {
  file: File;
  reads: PageRead[];
  pageCount: number;
  companyId: string | null;
  /** Pages the user assigned by hand: page → employee id. */
  manual: Map<number, string>;
  removed: Set<number>;
  /** The month chosen by the user when the pages state none. */
  chosenPeriod: string | null;
};

export type SplitState =
  | { step: 'idle' }
  | { step: 'reading'; fileName: string; done: number; total: number }
  | { step: 'review'; job: SplitJob }
  | { step: 'writing'; fileName: string; done: number; total: number }
  | { step: 'staged'; fileName: string; result: StagingResult }
  | { step: 'failed'; fileName: string; failure: SplitFailure | 'storage' };

const stored = (job: SplitJob): StoredSplitJob => ({
  fileName: job.file.name,
  lastModified: job.file.lastModified,
  pageCount: job.pageCount,
  reads: job.reads,
  companyId: job.companyId,
  manual: [...job.manual],
  removed: [...job.removed],
  chosenPeriod: job.chosenPeriod,
});

const SAVE_EVERY_PAGES = 100;

const failureOf = (error: unknown): SplitFailure => (error instanceof SplitFailedError ? error.failure : 'malformed');

export function usePayrollSplit(queue: UploadQueue, directory: UploadDirectory) {
  const owner = queue.owner;
  const [state, setState] = useState<SplitState>({ step: 'idle' });
  const worker = useRef<SplitWorker | null>(null);
  const index = useRef<EmployeeIndex>(buildEmployeeIndex([]));

  function newWorker() {
    worker.current?.terminate();
    worker.current = createSplitWorker();
    return worker.current;
  }

  /** Reads the pages not read yet (all of them for a new job), then shows the review. */
  async function read(file: File, earlier: StoredSplitJob | null) {
    const reads: PageRead[] = earlier ? [...earlier.reads] : [];
    setState({ step: 'reading', fileName: file.name, done: reads.length, total: earlier?.pageCount ?? 0 });
    const employees = await splitEmployees(directory.employees);
    index.current = buildEmployeeIndex(employees);
    try {
      const pageCount = await newWorker().read(file, employees, reads.length + 1, (chunk, total) => {
        reads.push(...chunk);
        setState({ step: 'reading', fileName: file.name, done: reads.length, total });
        // Every 100 pages, not every chunk: the saved job grows with the pages read, and a reload
        // costs at most 100 pages read again.
        if (reads.length % SAVE_EVERY_PAGES !== 0) return;
        const progress = earlier ?? { fileName: file.name, lastModified: file.lastModified, companyId: null, manual: [], removed: [], chosenPeriod: null };
        void saveSplitJob(owner, { ...progress, pageCount: total, reads }).catch(() => undefined);
      });
      const job: SplitJob = {
        file,
        reads,
        pageCount,
        companyId: earlier?.companyId ?? likelyCompany(reads, index.current),
        manual: new Map(earlier?.manual ?? []),
        removed: new Set(earlier?.removed ?? []),
        chosenPeriod: earlier?.chosenPeriod ?? null,
      };
      setState({ step: 'review', job });
    } catch (error) {
      await endSplitJob(owner);
      setState({ step: 'failed', fileName: file.name, failure: failureOf(error) });
    }
  }

  // A split left by a reload or a closed tab goes on where it was.
  useEffect(() => {
    let live = true;
    void loadSplitJob(owner)
      .then((left) => {
        if (live && left) void read(left.file, left.job);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      worker.current?.terminate();
    };
    // Once per user: the job it resumes is on disk, whichever render's `read` runs it.
  }, [owner]);

  // Each decision the user makes is on disk before the next one (a reload keeps them).
  useEffect(() => {
    if (state.step === 'review') void saveSplitJob(owner, stored(state.job)).catch(() => undefined);
  }, [state, owner]);

  async function start(file: File) {
    try {
      await beginSplitJob(owner, file);
    } catch {
      setState({ step: 'failed', fileName: file.name, failure: 'storage' });
      return;
    }
    await read(file, null);
  }

  function update(change: (job: SplitJob) => SplitJob) {
    setState((current) => (current.step === 'review' ? { step: 'review', job: change(current.job) } : current));
  }

  function plan(job: SplitJob): SplitPlan | null {
    if (!job.companyId) return null;
    return planSplit(job.reads, index.current, job.companyId, { fileName: job.file.name, manual: job.manual, removed: job.removed });
  }

  async function stage(job: SplitJob) {
    const result = plan(job);
    if (!result) return;
    const slips = result.slips.flatMap((slip) => {
      const period = slip.period ?? job.chosenPeriod;
      return period ? [{ slip, period }] : [];
    });
    const byId = new Map(slips.map((s) => [s.slip.employeeId, s]));
    const written: WrittenSlip[] = [];
    setState({ step: 'writing', fileName: job.file.name, done: 0, total: slips.length });
    try {
      await (worker.current ?? newWorker()).write(
        slips.map((s) => ({ id: s.slip.employeeId, pages: s.slip.pages })),
        (id, bytes) => {
          const s = byId.get(id);
          if (s) written.push({ ...s, bytes });
          setState({ step: 'writing', fileName: job.file.name, done: written.length, total: slips.length });
        },
      );
    } catch (error) {
      setState({ step: 'failed', fileName: job.file.name, failure: failureOf(error) });
      return;
    }
    try {
      // Staged in a few writes, under ids fixed by the original file: if the tab dies before the job
      // is ended below, the resumed split stages again and the slips already in the queue are
      // refused as already staged, not doubled.
      const staged = await stageSlips(queue, directory, job.file, written);
      await endSplitJob(owner);
      setState({ step: 'staged', fileName: job.file.name, result: staged });
    } catch {
      setState({ step: 'failed', fileName: job.file.name, failure: 'storage' });
    } finally {
      worker.current?.terminate();
      worker.current = null;
    }
  }

  function reset() {
    worker.current?.terminate();
    worker.current = null;
    void endSplitJob(owner);
    setState({ step: 'idle' });
  }

  // Stable: each page's picture is asked for once, not on every render.
  const thumbnail = useCallback((pageNumber: number, width: number) => worker.current?.thumbnail(pageNumber, width) ?? Promise.resolve(null), []);

  return { state, start, update, plan, stage, reset, thumbnail };
}
