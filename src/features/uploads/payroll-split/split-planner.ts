import { buildEmployeeIndex, likelyCompany, planSplit, type EmployeeIndex, type PageRead, type SplitEmployee, type SplitPlan } from '@/domain/payroll-split';

// The split's planning as the worker runs it (split.worker.ts): the pages read so far and the
// employees they are matched against stay in the worker, and the screen asks for the plan of each
// state of the review (company, pages assigned by hand or left out). planSplit over 1,000 pages and
// 400 employees took one main-thread task of up to 200 ms at 4× CPU slowdown when it ran on the
// screen (bench:payroll-split, issue #45); here it takes none. The rules are the domain's, unchanged.

/** What the plan depends on besides the pages: the review's state, as plain data for postMessage. */
export type PlanRequest = {
  companyId: string;
  fileName: string;
  manual: readonly (readonly [number, string])[];
  removed: readonly number[];
};

export type SplitPlanner = {
  /** The employees indexed once, for reading the pages too. */
  readonly index: EmployeeIndex;
  /** The pages read since (in page order: a resumed split first gives those read before the reload). */
  add(reads: readonly PageRead[]): void;
  readonly pageCount: number;
  /** The company preselected for the review (likelyCompany), null when the user must choose. */
  likelyCompany(): string | null;
  plan(request: PlanRequest): SplitPlan;
};

export function createSplitPlanner(employees: readonly SplitEmployee[]): SplitPlanner {
  const index: EmployeeIndex = buildEmployeeIndex(employees);
  const reads: PageRead[] = [];
  return {
    index,
    add(more) {
      reads.push(...more);
    },
    get pageCount() {
      return reads.length;
    },
    likelyCompany: () => likelyCompany(reads, index),
    plan: ({ companyId, fileName, manual, removed }) => planSplit(reads, index, companyId, { fileName, manual: new Map(manual), removed: new Set(removed) }),
  };
}
