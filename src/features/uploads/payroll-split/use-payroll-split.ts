import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { PageRead, SplitPlan } from '@/domain/payroll-split';
import { beginSplitJob, endSplitJob, loadSplitJob, saveSplitPages, saveSplitState, type StoredSplitJob } from '@/lib/split-jobs/split-job-store';
import type { StagingResult, UploadQueue } from '@/lib/upload-queue';
import type { UploadDirectory } from '@/features/uploads/api/upload-directory-query';
import { createSplitWorker, SplitFailedError, type SplitWorker } from './split-client';
import type { SplitFailure } from './split-protocol';
import { splitEmployees } from './split-profiles-query';
import { stageSlips, type WrittenSlip } from './split-staging';

// One payroll PDF from drop to staged slips: read (in the worker), review (the user settles the
// pages left and the conflicts), write and stage. The job is kept in IndexedDB until its slips are
// staged: a reload resumes it (split-job-store.ts). The plan of the review (which pages make whose
// slip) is computed in the worker too (split-planner.ts): the screen asks for it after each change.

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

/**
 * The plan the review shows: null while no company is chosen, undefined until the worker has
 * planned the pages for the chosen one. `current` is false while the job changed since (a page
 * assigned or left out a moment ago): the plan shown is the one before, and nothing is staged.
 */
export type ReviewPlan = { plan: SplitPlan | null | undefined; current: boolean };

export function usePayrollSplit(queue: UploadQueue, directory: UploadDirectory) {
  const owner = queue.owner;
  const [state, setState] = useState<SplitState>({ step: 'idle' });
  const worker = useRef<SplitWorker | null>(null);
  const [planned, setPlanned] = useState<{ job: SplitJob; plan: SplitPlan } | null>(null);

  function newWorker() {
    worker.current?.terminate();
    worker.current = createSplitWorker();
    return worker.current;
  }

  /** Reads the pages not read yet (all of them for a new job), then shows the review. */
  async function read(file: File, earlier: StoredSplitJob | null) {
    const reads: PageRead[] = earlier ? [...earlier.reads] : [];
    /** Pages read that are on disk: those of before a reload, then every 100 (a reload costs at most 100 pages read again). */
    let saved = reads.length;
    const progress = earlier ?? { fileName: file.name, lastModified: file.lastModified, companyId: null, manual: [], removed: [], chosenPeriod: null };
    setState({ step: 'reading', fileName: file.name, done: reads.length, total: earlier?.pageCount ?? 0 });
    const employees = await splitEmployees(directory.employees);
    try {
      const { pageCount, likelyCompany } = await newWorker().read(file, employees, earlier?.reads ?? [], (chunk, total) => {
        reads.push(...chunk);
        const done = reads.length;
        // Progress as a transition, here and below: React renders it in slices, input and painting in between.
        startTransition(() => setState({ step: 'reading', fileName: file.name, done, total }));
        if (reads.length % SAVE_EVERY_PAGES !== 0) return;
        // Only the pages read since the last save: the 900 before are on disk already.
        void saveSplitPages(owner, { ...progress, pageCount: total, reads }, saved).catch(() => undefined);
        saved = reads.length;
      });
      // The last pages (after the last hundred), before the review's decisions are saved.
      if (saved < reads.length) void saveSplitPages(owner, { ...progress, pageCount, reads }, saved).catch(() => undefined);
      const job: SplitJob = {
        file,
        reads,
        pageCount,
        companyId: earlier?.companyId ?? likelyCompany,
        manual: new Map(earlier?.manual ?? []),
        removed: new Set(earlier?.removed ?? []),
        chosenPeriod: earlier?.chosenPeriod ?? null,
      };
      // The review's first render (the summary, the pages to decide with their pictures) in slices too.
      startTransition(() => setState({ step: 'review', job }));
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
    // The job's state alone: its pages were saved as they were read.
    if (state.step === 'review') void saveSplitState(owner, stored(state.job)).catch(() => undefined);
  }, [state, owner]);

  // The plan of each state of the review, from the worker; an answer the job has moved on from is dropped.
  useEffect(() => {
    if (state.step !== 'review' || !state.job.companyId || !worker.current) return;
    const { job } = state;
    let live = true;
    worker.current.plan({ companyId: state.job.companyId, fileName: job.file.name, manual: [...job.manual], removed: [...job.removed] }).then(
      (plan) => {
        // Its render (up to 30 pages to decide, each with the company's employees to choose from) in slices.
        if (live) startTransition(() => setPlanned({ job, plan }));
      },
      (error: unknown) => {
        if (live) setState({ step: 'failed', fileName: job.file.name, failure: failureOf(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [state]);

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

  function planOf(job: SplitJob): ReviewPlan {
    if (!job.companyId) return { plan: null, current: true };
    if (!planned || planned.job.file !== job.file || planned.job.companyId !== job.companyId) return { plan: undefined, current: false };
    return { plan: planned.plan, current: planned.job === job };
  }

  /** Writes and stages the slips of `plan`, the current plan of `job`. */
  async function stage(job: SplitJob, plan: SplitPlan) {
    const slips = plan.slips.flatMap((slip) => {
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
          const done = written.length;
          startTransition(() => setState({ step: 'writing', fileName: job.file.name, done, total: slips.length }));
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

  return { state, start, update, planOf, stage, reset, thumbnail };
}
