import { act, fireEvent, screen } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, boulangerie, cloud, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { NEW_ACCOUNTING_DOCUMENTS_KEY } from '@/lib/query';
import { readSelection } from '@/lib/selection';
import { resolveAccess, type CompanySummary, type Me } from '@/lib/session';
import { dashboardQueryOptions } from './dashboard-query';
import { graphqlRequestOf } from '@/testing/graphql-request-body';

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
    queryClient.setQueryData(NEW_ACCOUNTING_DOCUMENTS_KEY, []);
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
    expect(screen.getByText('No new documents.')).toBeTruthy();
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

// The reference pattern for data screens: the route loads, its errorComponent reports and retries.
describe('dashboard loading (the route owns the states)', () => {
  it('shows the failure with the reason and a way to try again, then the cards once the API answers', async () => {
    const accountant = user(['canManageAccounting'], []);
    await renderApp('/dashboard', { me: accountant, companies });
    expect(await screen.findByRole('alert', { name: 'Error while loading data' })).toBeTruthy();
    expect(card('Accounting')).toBeNull();

    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      const { operationName } = graphqlRequestOf(init);
      if (operationName === 'DashboardCounts') return Promise.resolve(Response.json({ data: { accountingDocuments: 7 } }));
      if (operationName === 'NewAccountingDocuments') return Promise.resolve(Response.json({ data: { newAccountingDocuments: [{ count: 2, company: { id: atelier.id, code: '1001', name: 'Atelier Moselle' } }] } }));
      if (operationName === 'Me') return Promise.resolve(Response.json({ data: { me: { ...accountant, emailHash: null } } }));
      return Promise.resolve(Response.json({ data: { companies } }));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Accounting' })).toBeTruthy();
    expect(screen.getByText('7 items')).toBeTruthy();
    // The accountant's addition: new documents per client company since the last look (issue #12).
    expect(screen.getByRole('listitem', { name: '1001 Atelier Moselle: 2 new documents' })).toBeTruthy();
  });
});
