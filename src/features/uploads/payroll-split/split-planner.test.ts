import { describe, expect, it } from 'vitest';
import { buildEmployeeIndex, likelyCompany, planSplit, readPage, type SplitEmployee } from '@/domain/payroll-split';
import { payrollCorpus, type CorpusEmployee } from '@/domain/payroll-split-corpus';
import { createSplitPlanner } from './split-planner';

// The plan as the worker makes it (split-planner.ts) is the domain's planSplit over the same pages:
// the same slips, pages left and conflicts, for a split read at once and for one resumed after a
// reload (the pages read before it given first), with the user's decisions sent as plain data.

const employees: CorpusEmployee[] = [
  ...['Hélène Müller', 'Frank Wagner', 'Élodie Faber', 'Marie Weber', 'João Pereira', 'Anne Hoffmann', 'Nicolas Kieffer', 'Sofia Martins'].map((name, i) => {
    const [firstName = '', lastName = ''] = name.split(' ');
    return { id: `e${i + 10}`, companyId: 'c1', code: String(i + 10), firstName, lastName };
  }),
  { id: 'weber-13', companyId: 'c1', code: '99', firstName: 'Marie', lastName: 'Weber' },
];
const foreign: CorpusEmployee = { id: 'reuland', companyId: 'c2', code: '5', firstName: 'Jean', lastName: 'Reuland' };
const directory: SplitEmployee[] = [...employees, foreign].map((e) => ({ id: e.id, companyId: e.companyId, code: e.code, name: `${e.firstName} ${e.lastName}` }));

const index = buildEmployeeIndex(directory);
const corpus = payrollCorpus({ seed: 7, language: 'de', employees, foreign, companyName: 'Atelier Moselle S.à r.l.', year: 2025, month: 11 });
const reads = corpus.pages.map((page, i) => readPage(i + 1, page.lines.join('\n'), index));

describe('the split planned in the worker', () => {
  it('gives the plan and the company planSplit and likelyCompany give, read at once or resumed', () => {
    const atOnce = createSplitPlanner(directory);
    atOnce.add(reads);
    const resumed = createSplitPlanner(directory);
    resumed.add(reads.slice(0, 10));
    for (let at = 10; at < reads.length; at += 4) resumed.add(reads.slice(at, at + 4));
    expect(resumed.pageCount).toBe(reads.length);

    const expected = planSplit(reads, index, 'c1', { fileName: 'Lohn.pdf' });
    // The corpus has something to decide: pages left, a conflict, and homonyms ("Marie Weber" twice).
    expect(expected.unassigned.length).toBeGreaterThan(0);
    expect(expected.conflicts.length).toBeGreaterThan(0);
    for (const planner of [atOnce, resumed]) {
      expect(planner.likelyCompany()).toBe(likelyCompany(reads, index));
      expect(planner.plan({ companyId: 'c1', fileName: 'Lohn.pdf', manual: [], removed: [] })).toEqual(expected);
    }
  });

  it('takes the pages assigned by hand and left out, the company and the file name as planSplit does', () => {
    const planner = createSplitPlanner(directory);
    planner.add(reads);
    const left = planSplit(reads, index, 'c1').unassigned.map((u) => u.pageNumber);
    const manual: [number, string][] = [[left[0]!, 'e12']];
    const removed = left.slice(1);
    const request = { companyId: 'c1', fileName: 'Paie_1001_112025.pdf', manual, removed };
    const plan = planner.plan(request);
    expect(plan).toEqual(planSplit(reads, index, 'c1', { fileName: 'Paie_1001_112025.pdf', manual: new Map(manual), removed: new Set(removed) }));
    expect(plan.unassigned).toEqual([]);
    expect(plan.slips.find((s) => s.employeeId === 'e12')?.pages).toContain(left[0]);
    // The other company's plan: only its employee's page, nothing of c1's assigned.
    expect(planner.plan({ ...request, companyId: 'c2', manual: [], removed: [] })).toEqual(planSplit(reads, index, 'c2', { fileName: 'Paie_1001_112025.pdf' }));
  });

  it('plans the same after the plan crosses to the screen (structured clone, as postMessage sends it)', () => {
    const planner = createSplitPlanner(directory);
    planner.add(structuredClone(reads));
    const plan = planner.plan({ companyId: 'c1', fileName: 'Lohn.pdf', manual: [], removed: [] });
    expect(structuredClone(plan)).toEqual(planSplit(reads, index, 'c1', { fileName: 'Lohn.pdf' }));
  });
});
