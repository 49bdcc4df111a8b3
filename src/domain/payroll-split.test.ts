import { describe, expect, it } from 'vitest';
import { buildLuMatricule } from './lu-matricule';
import { payrollCorpus, seededRandom, type CorpusEmployee, type CorpusLanguage } from './payroll-split-corpus';
import { buildEmployeeIndex, likelyCompany, planSplit, readPage, type SplitEmployee } from './payroll-split';

// Generated payroll exports (src/testing/payroll-corpus.ts) split page by page: no page may ever
// go to a wrong employee, and nearly every page that names one employee must go to them.

const FIRST = ['Marie', 'Hélène', 'Frank', 'Élodie', 'João', 'Anne', 'Nicolas', 'Sofia', 'Thomas', 'Isabelle', 'Ana', 'Luc', 'Jürgen', 'Chantal', 'Pedro', 'Sandrine', 'Jérôme', 'Katrin', 'Miguel', 'Nathalie'];
const LAST = ['Schmit', 'Müller', 'Wagner', 'Faber', 'Pereira', 'Hoffmann', 'Kieffer', 'Martins', 'Becker', 'Weber', 'Rodrigues', 'Thill', 'Schröder', 'Reding', 'Almeida', 'Klein', 'Duchêne', 'Schneider', 'Gonçalves', 'Lentz'];

/** Company c1's employees: varied names, homonyms ("Marie Weber" twice), a name inside another, some matricules. */
function companyEmployees(count: number, seed: number): CorpusEmployee[] {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  const employees: CorpusEmployee[] = [
    { id: 'weber-12', companyId: 'c1', code: '12', firstName: 'Marie', lastName: 'Weber', matricule: buildLuMatricule('1983-08-12', 467) },
    { id: 'weber-13', companyId: 'c1', code: '13', firstName: 'Marie', lastName: 'Weber' },
    { id: 'schmit-anne-marie', companyId: 'c1', code: '14', firstName: 'Anne Marie', lastName: 'Schmit' },
    { id: 'schmit-marie', companyId: 'c1', code: '15', firstName: 'Marie', lastName: 'Schmit' },
    { id: 'mueller', companyId: 'c1', code: '16', firstName: 'Hélène', lastName: 'Müller', matricule: buildLuMatricule('1990-02-03', 12) },
    { id: 'kieffer-c1', companyId: 'c1', code: '17', firstName: 'Nicolas', lastName: 'Kieffer' },
  ];
  for (const e of employees) seen.add(`${e.firstName} ${e.lastName}`);
  for (let i = 0; employees.length < count; i += 1) {
    const firstName = FIRST[Math.floor(random() * FIRST.length)] as string;
    const lastName = `${LAST[Math.floor(random() * LAST.length)]}${i % 3 === 0 ? '' : `-${LAST[i % LAST.length]}`}`;
    if (seen.has(`${firstName} ${lastName}`)) continue;
    seen.add(`${firstName} ${lastName}`);
    const code = String(100 + employees.length);
    employees.push({ id: `e${code}`, companyId: 'c1', code, firstName, lastName, matricule: i % 2 ? buildLuMatricule('1975-05-20', employees.length) : undefined });
  }
  return employees;
}

/** Company c2: another Nicolas Kieffer (same name as one of c1) and someone only c2 has. */
const OTHER: CorpusEmployee[] = [
  { id: 'kieffer-c2', companyId: 'c2', code: '1', firstName: 'Nicolas', lastName: 'Kieffer' },
  { id: 'reuland', companyId: 'c2', code: '5', firstName: 'Jean', lastName: 'Reuland' },
];

/** As the directory gives them: "First Last" names; the HR profile's parts and matricule where one exists. */
const directoryOf = (employees: readonly CorpusEmployee[]): SplitEmployee[] =>
  employees.map((e) => ({ id: e.id, companyId: e.companyId, code: e.code, name: `${e.firstName} ${e.lastName}`, firstName: e.firstName, lastName: e.lastName, matricule: e.matricule ?? null }));

const LANGUAGES: CorpusLanguage[] = ['fr', 'de', 'en', 'pt'];

describe('splitting generated payrolls', () => {
  for (const language of LANGUAGES) {
    for (const seed of [1, 2, 3]) {
      it(`${language}, seed ${seed}: precision 100 %, recall ≥ 99 %, the period read from the pages`, () => {
        const employees = companyEmployees(80, seed);
        const index = buildEmployeeIndex(directoryOf([...employees, ...OTHER]));
        const corpus = payrollCorpus({ seed, language, employees, foreign: OTHER[1]!, companyName: 'Atelier Moselle S.à r.l.', year: 2025, month: 11 });
        const reads = corpus.pages.map((page, i) => readPage(i + 1, page.lines.join('\n'), index));
        expect(likelyCompany(reads, index)).toBe('c1');
        const plan = planSplit(reads, index, 'c1', { fileName: 'payroll.pdf' });

        const assigned = new Map(plan.slips.flatMap((slip) => slip.pages.map((p) => [p, slip.employeeId] as const)));
        const wrong = [...assigned].filter(([page, id]) => corpus.pages[page - 1]?.employeeId !== id);
        expect(wrong).toEqual([]);
        const expected = corpus.pages.filter((p) => p.employeeId !== null).length;
        expect(assigned.size / expected).toBeGreaterThanOrEqual(0.99);
        expect(plan.slips).toHaveLength(employees.length);
        expect(plan.period).toBe('2025-11-01');
        expect(plan.slips.every((s) => s.period === '2025-11-01')).toBe(true);

        const reasons = (note: string) => corpus.pages.flatMap((p, i) => (p.note === note ? [i + 1] : []));
        const left = new Map(plan.unassigned.map((u) => [u.pageNumber, u.reason]));
        const conflicts = new Map(plan.conflicts.map((c) => [c.pageNumber, c.reason]));
        for (const page of reasons('cover')) expect(left.get(page)).toBe('no-employee');
        for (const page of reasons('summary')) expect(left.get(page)).toBe('several-employees');
        for (const page of reasons('other-company')) expect(left.get(page)).toBe('other-company');
        for (const page of reasons('conflict')) expect(conflicts.get(page)).toBe('code-mismatch');
      });
    }
  }
});
