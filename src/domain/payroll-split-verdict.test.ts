import { describe, expect, it } from 'vitest';
import { buildLuMatricule } from './lu-matricule';
import { buildEmployeeIndex, readPage, type SplitEmployee } from './payroll-split';
import { decidePage } from './payroll-split-verdict';

// Whom one page is for, case by case: the rules a payroll clerk relies on never to send a payslip
// to the wrong person.

const MATRICULE = buildLuMatricule('1983-08-12', 467);
const EMPLOYEES: SplitEmployee[] = [
  { id: 'weber-12', companyId: 'c1', code: '12', name: 'Marie Weber', matricule: MATRICULE },
  { id: 'weber-13', companyId: 'c1', code: '13', name: 'Marie Weber' },
  { id: 'mueller', companyId: 'c1', code: '16', name: 'Hélène Müller' },
  { id: 'schroeder', companyId: 'c1', code: '18', name: 'Jörg Schroeder' },
  { id: 'anne-marie', companyId: 'c1', code: '14', name: 'Anne Marie Schmit' },
  { id: 'marie-schmit', companyId: 'c1', code: '15', name: 'Marie Schmit' },
  { id: 'profile', companyId: 'c1', code: '19', name: 'Zé Costa', firstName: 'José', lastName: 'da Costa' },
  { id: 'madonna', companyId: 'c1', code: '20', name: 'Madonna' },
  { id: 'kieffer-c1', companyId: 'c1', code: '17', name: 'Nicolas Kieffer' },
  { id: 'kieffer-c2', companyId: 'c2', code: '1', name: 'Nicolas Kieffer' },
  { id: 'reuland', companyId: 'c2', code: '5', name: 'Jean Reuland' },
];
const index = buildEmployeeIndex(EMPLOYEES);
const verdict = (text: string) => decidePage(readPage(1, text, index).evidence, index, 'c1');
const assignedTo = (text: string) => {
  const v = verdict(text);
  return v.kind === 'assigned' ? v.employeeId : v.kind;
};

describe('a page is assigned', () => {
  it.each([
    ['WEBER Marie\nN° salarié : 12', 'weber-12'],
    ['Marie Weber — Employee no.: 13', 'weber-13'],
    ['Weber, Marie\nPersonalnummer: 0013', 'weber-13'],
    ['Colaborador: Weber Marie\nNº colaborador: 12', 'weber-12'],
    ['MUELLER Helene', 'mueller'],
    ['Müller, Hélène', 'mueller'],
    ['Helene Muller', 'mueller'],
    ['Schröder Jörg', 'schroeder'],
    ['Anne Marie SCHMIT', 'anne-marie'],
    ['SCHMIT Marie, code salarié 15', 'marie-schmit'],
    ['DA COSTA José', 'profile'],
    ['Marie WEBER\nMatricule : 1983 0812 467 85', 'weber-12'],
  ])('%s → %s', (text, expected) => {
    expect(assignedTo(text)).toBe(expected);
  });

  it('by name alone only when the page shows no code and one employee of the company bears it', () => {
    expect(verdict('Payslip November 2025\nHélène Müller\nNet pay 2 300,00')).toEqual({ kind: 'assigned', employeeId: 'mueller', by: ['name'] });
    expect(verdict('Marie Weber\nNet pay 2 300,00')).toMatchObject({ kind: 'unassigned', reason: 'homonyms' });
  });
});

describe('a page is not assigned', () => {
  it.each([
    ['Journal de paie — Période 11/2025', 'no-employee'],
    ['Madonna, employee no. 20', 'no-employee'],
    ['Employee no. 12\nNet pay 2 300,00', 'no-employee'],
    ['Jean Reuland, employee no. 5', 'other-company'],
    ['Hélène Müller 2 300,00\nJörg Schroeder 2 100,00', 'several-employees'],
    ['Hélène Müller, employee no. 16\nSigned: Jean Reuland', 'several-employees'],
  ])('%s → %s', (text, reason) => {
    expect(verdict(text)).toMatchObject({ kind: 'unassigned', reason });
  });

  it('an employee of the company who shares a name with another company\'s employee is still theirs', () => {
    expect(assignedTo('KIEFFER Nicolas, employee no. 17')).toBe('kieffer-c1');
  });
});

describe('code, matricule and name disagreeing is a conflict', () => {
  it.each([
    ['Hélène Müller, employee no. 18', 'code-mismatch'],
    ['Hélène Müller, employee no. 99', 'unknown-code'],
    ['Hélène Müller, employee no. 16, employee no. 18', 'several-codes'],
    ['Marie Weber, employee no. 13, matricule 1983 0812 467 85', 'matricule-mismatch'],
    ['Hélène Müller, matricule 1983081246785', 'matricule-mismatch'],
  ])('%s → %s', (text, reason) => {
    expect(verdict(text)).toMatchObject({ kind: 'conflict', reason });
  });
});

describe('codes are read only after an employee label', () => {
  it.each(['Company code 1001', 'Code postal 1234', 'N° TVA 12345', 'Date 12/11/2025', 'Montant 12.50'])('%s', (text) => {
    expect(readPage(1, `Hélène Müller\n${text}`, index).evidence.codes).toEqual([]);
  });
});
