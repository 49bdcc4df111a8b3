import type { EmployeeIndex } from './payroll-split-employees';
import { normalizeCode } from './payroll-split-employees';
import { foldText, nameWords, wordSetKey } from './payroll-split-text';

// What a page's text says about whom it is for: the names of employees it contains, the employee
// codes it labels as such, and the social-security matricules it shows. Nothing is decided here.

/** One name found on the page: the word-set key and everyone (homonyms) who bears it. */
export type NameFound = { key: string; employeeIds: readonly string[] };

export type PageEvidence = {
  names: NameFound[];
  /** Employee codes read after a label ("Code salarié : 12"), normalised. */
  codes: string[];
  /** Matricules of known employees shown on the page (13 digits). */
  matriculeEmployeeIds: string[];
};

type Span = { start: number; end: number; key: string };

/**
 * Every window of words that is exactly a known name, in any order ("WEBER Marie", "Weber, Marie").
 * A window inside a longer one is dropped: "Anne Marie Schmit" is not also "Marie Schmit".
 */
function findNames(text: string, index: EmployeeIndex): NameFound[] {
  const words = nameWords(text);
  const spans: Span[] = [];
  for (const length of index.nameLengths) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const key = wordSetKey(words.slice(start, start + length));
      if (index.byName.has(key)) spans.push({ start, end: start + length, key });
    }
  }
  const maximal = spans.filter((s) => !spans.some((o) => o !== s && o.start <= s.start && o.end >= s.end && o.end - o.start > s.end - s.start));
  const keys = [...new Set(maximal.map((s) => s.key))];
  return keys.map((key) => ({ key, employeeIds: index.byName.get(key) ?? [] }));
}

// Labels of an employee's number in payslips of the four languages, accents folded. A bare "code"
// or "no." is not enough: the company's code or a postal code would read as an employee's.
const WHO = '(?:salarie|employe|employee|personnel|colaborador|funcionario|trabalhador|empregado|staff|worker)';
const NUMBER_WORD = '(?:code|codigo|n[°o]|n\\.o|nr|numero|number|no|id|matricule)';
const LABELS = [
  `${NUMBER_WORD}\\.?\\s*(?:de |du |d'|do |da |of )?${WHO}`,
  `${WHO}\\s*(?:code|no|number|id|nr|n[°o]|ref)\\.?`,
  '(?:personalnummer|personal-?nr|pers\\.?\\s*-?\\s*nr|mitarbeiternummer|mitarbeiter-?nr|arbeitnehmernummer|matricule interne)\\.?',
];
/** A label, then the code: digits (with a "-n" suffix for a second contract), not part of a date or an amount. */
const CODE_LABEL = new RegExp(`(?<![a-z])(?:${LABELS.join('|')})\\s*[:#]?\\s*(\\d{1,6}(?:-\\d{1,3})?)(?![\\d/.,]\\d|\\d)`, 'g');

function findCodes(folded: string): string[] {
  return [...new Set([...folded.matchAll(CODE_LABEL)].map((m) => normalizeCode(m[1] ?? '')))];
}

// 13 digits, grouped as people write them ("1983 0812 467 85") or not.
const MATRICULE = /(?<!\d)(\d{4}[ .]?\d{2}[ .]?\d{2}[ .]?\d{3}[ .]?\d{2}|\d{4} \d{4} \d{3} \d{2})(?!\d)/g;

function findMatricules(text: string, index: EmployeeIndex): string[] {
  const ids = [...text.matchAll(MATRICULE)].map((m) => index.byMatricule.get((m[1] ?? '').replace(/[ .]/g, '')));
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

export function readPageEvidence(text: string, index: EmployeeIndex): PageEvidence {
  return { names: findNames(text, index), codes: findCodes(foldText(text)), matriculeEmployeeIds: findMatricules(text, index) };
}
