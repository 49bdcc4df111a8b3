import { describe, expect, it } from 'vitest';
import { periodFromFileName } from './payroll-split';
import { periodsInText } from './payroll-split-period';

describe('the pay period a page states', () => {
  it.each([
    ['Période : 11/2025', '2025-11-01'],
    ['Periode 11.2025', '2025-11-01'],
    ['Período: 3/2025', '2025-03-01'],
    ['Pay period: November 2025', '2025-11-01'],
    ['Bulletin de salaire — février 2026', '2026-02-01'],
    ['Lohnabrechnung März 2025', '2025-03-01'],
    ['Abrechnungsmonat: Dezember 2024', '2024-12-01'],
    ['Recibo de vencimento março de 2025', '2025-03-01'],
    ['Período: novembro 2025', '2025-11-01'],
    ['Mois : août 2025', '2025-08-01'],
  ])('%s → %s', (text, period) => {
    expect(periodsInText(text)).toEqual([period]);
  });

  it.each(['Date d\'entrée : 01/03/2019', 'Né le 12 mars 1980', 'Période : 13/2025', 'Payé le 28/11/2025'])('none in "%s"', (text) => {
    expect(periodsInText(text)).toEqual([]);
  });
});

describe('the period in the file name', () => {
  it.each([
    ['Salaires_1001_112025.pdf', '2025-11-01'],
    ['payroll 2025-11.pdf', '2025-11-01'],
    ['Paie novembre 2025.pdf', '2025-11-01'],
    ['payroll.pdf', null],
    ['payroll 102025 112025.pdf', null],
  ])('%s → %s', (name, period) => {
    expect(periodFromFileName(name)).toBe(period);
  });
});
