import { screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, boulangerie, cloud, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { readSelection } from '@/lib/selection';
import { resolveAccess, type CompanySummary, type Me } from '@/lib/session';
import { dashboardQueryOptions } from './dashboard-query';

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('The API is not reachable in this test')));
  return () => vi.unstubAllGlobals();
});

const companies = [atelier, boulangerie, cloud];

// The API's counts for whatever the dashboard asks, so the page renders without a server.
function seedCounts(me: Me, all: CompanySummary[]) {
  return (queryClient: QueryClient) => {
    const access = resolveAccess(me, readSelection(), all);
    queryClient.setQueryData(dashboardQueryOptions(me, access).queryKey, {
      accountingDocuments: 4,
      taxDocuments: 2,
      salaryWorkflows: 3,
      employees: 40,
      salaries: 12,
      hrDocuments: 1,
    });
  };
}

const card = (name: string) => screen.queryByRole('heading', { level: 2, name });

describe('dashboard cards (issue #8)', () => {
  it('shows the fiduciary accountant the accounting and taxation of the first company, with counts', async () => {
    const accountant = user(['canManageAccounting', 'canManageTaxation'], []);
    await renderApp('/dashboard', { me: accountant, companies, seed: seedCounts(accountant, companies) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Accounting' })).toBeTruthy();
    expect(card('Taxation')).toBeTruthy();
    expect(screen.getByText('4 items')).toBeTruthy();
  });

  it('shows company HR who review salary control its card, and no card for what they cannot open', async () => {
    const hr = user([], [employee('e1', atelier, ['canManageHumanResources', 'canAccessSalaryWorkflow'])]);
    await renderApp('/dashboard', { me: hr, companies: [], seed: seedCounts(hr, []) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Salary control' })).toBeTruthy();
    expect(screen.getByText('3 items')).toBeTruthy();
    expect(card('Accounting')).toBeNull();
    expect(card('User inspection')).toBeNull();
  });
});
