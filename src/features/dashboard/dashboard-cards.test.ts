import { describe, expect, it } from 'vitest';
import { atelier, boulangerie, cloud, employee, user } from '@/app/testing/fixtures';
import type { Me } from '@/lib/session';
import { resolveAccess } from '@/lib/session';
import { countsInput, dashboardCards } from './dashboard-cards';

const all = [atelier, boulangerie, cloud];

function cardsOf(me: Me, companyId: string | null = null) {
  const access = resolveAccess(me, { companyId, remembered: {} }, all);
  const cards = dashboardCards(me, access);
  return { titles: cards.map((c) => c.title.message), cards, input: countsInput(cards, access) };
}

describe('dashboard cards (the areas table)', () => {
  // Issue #8: accountant@ saw no company, so no accounting card.
  it("gives the fiduciary's accountant the accounting and taxation cards of the selected company, with counts", () => {
    const { titles, input } = cardsOf(user(['canManageAccounting', 'canManageTaxation']), boulangerie.id);
    expect(titles).toEqual(['Accounting', 'Taxation']);
    expect(input).toMatchObject({ companyId: boulangerie.id, withFinance: true, withTaxation: true, withEmployee: false });
  });

  // Issue #8: salary-control reviewers reached no screen.
  it.each([
    ['canAccessSalaryWorkflow', employee('r1', atelier, ['canAccessSalaryWorkflow'])],
    ['company HR', employee('h1', atelier, ['canManageHumanResources'])],
  ])('shows a reviewer (%s) the salary-control card with the company workflow count', (_who, record) => {
    const { cards, input } = cardsOf(user([], [record]));
    expect(cards.find((c) => c.to === '/salary-control')?.count).toBe('salaryWorkflows');
    expect(input.withWorkflows).toBe(true);
  });

  it('gives a plain employee their HR cards and no company cards', () => {
    const { titles } = cardsOf(user([], [employee('e12', atelier)]));
    expect(titles).toEqual(['HR profile', 'Salaries', 'HR documents']);
  });

  it('offers My profile when nothing else is reachable', () => {
    expect(cardsOf(user([], [])).titles).toEqual(['My profile']);
  });
});
