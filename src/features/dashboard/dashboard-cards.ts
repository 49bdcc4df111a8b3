import type { MessageDescriptor } from '@lingui/core';
import { AREAS, reachableAreas, type AreaPath, type CountKey } from '@/domain/areas';
import { reachOf, type Access, type Me } from '@/lib/session';
import type { DashboardCountsInput } from './dashboard-counts-query';

export type DashboardCardSpec = {
  key: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  to: AreaPath;
  count?: CountKey;
};

/** Counts of the selected company's data: without a selected company there is nothing to count. */
const COMPANY_COUNTS: ReadonlySet<CountKey> = new Set(['accountingDocuments', 'taxDocuments', 'salaryWorkflows', 'employees']);

/** The cards of the areas this user can reach right now (src/domain/areas.ts), in the table's order. */
export function dashboardCards(me: Me, access: Access): DashboardCardSpec[] {
  const reach = reachOf(me, access);
  const cards: DashboardCardSpec[] = [];
  for (const [key, area] of reachableAreas(reach)) {
    const card = area.card;
    if (!card || (card.shownWhen && !card.shownWhen(reach))) continue;
    const count = card.count && (reach.hasCompany || !COMPANY_COUNTS.has(card.count)) ? card.count : undefined;
    cards.push({ key, title: area.label, description: card.description, to: area.path, ...(count ? { count } : {}) });
  }
  if (cards.length === 0) {
    const { myProfile } = AREAS;
    cards.push({ key: 'myProfile', title: myProfile.label, description: myProfile.card.description, to: myProfile.path });
  }
  return cards;
}

/** Variables for the counts query: only the counts of the cards shown are requested. */
export function countsInput(cards: DashboardCardSpec[], access: Access): DashboardCountsInput {
  const wanted = new Set(cards.map((c) => c.count));
  return {
    employeeId: access.employeeId || '0',
    companyId: access.company?.id ?? '0',
    withEmployee: wanted.has('salaries'),
    withHrDocuments: wanted.has('hrDocuments'),
    withFinance: wanted.has('accountingDocuments'),
    withTaxation: wanted.has('taxDocuments'),
    withWorkflows: wanted.has('salaryWorkflows'),
    withEmployees: wanted.has('employees'),
  };
}
