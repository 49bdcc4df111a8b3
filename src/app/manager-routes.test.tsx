import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { companyQueryOptions, employeeQueryOptions, userQueryOptions } from '@/features/manager';

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('The API is not reachable in this test')));
  return () => vi.unstubAllGlobals();
});

const admin = user(['canAccessKeystone', 'canManageAccounts', 'canManageRoles', 'canManageHumanResources']);
const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent;

// The manager's item pages take their id from the address: it is checked before any guard, loader
// or query sees it (style.md rule 5).
describe('manager item addresses', () => {
  it.each(['companies', 'users', 'employees', 'document-types'])('/manager/%s/ with a malformed id shows NotFound and asks the API nothing', async (list) => {
    const app = await renderApp(`/manager/${list}/not%20an%20id`, { me: admin });
    expect(await heading()).toBe('Page not found');
    expect(app.queryClient.getQueryCache().findAll({ queryKey: ['manager'] })).toEqual([]);
  });

  it('opens the empty form at new, and names it new when going there', async () => {
    const app = await renderApp('/manager/companies/new', {
      me: admin,
      seed: (queryClient) => {
        queryClient.setQueryData(companyQueryOptions('').queryKey, { company: null, staff: [] });
        queryClient.setQueryData(userQueryOptions('').queryKey, { user: null });
      },
    });
    expect(await heading()).toBe('New company');

    await act(() => app.router.navigate({ to: '/manager/users/$id', params: { id: null } }));
    expect(app.pathname()).toBe('/manager/users/new');
    expect(await heading()).toBe('New user');
  });

  it('opens an item page at its id', async () => {
    const found = { id: 'u7', email: 'anna@demo.test', name: 'Anna', language: null, version: 1, role: null, employees: [] };
    await renderApp('/manager/users/u7', { me: admin, seed: (queryClient) => queryClient.setQueryData(userQueryOptions('u7').queryKey, { user: found }) });
    expect(await heading()).toBe('anna@demo.test');
  });

  it('says so when an employee record is not there', async () => {
    await renderApp('/manager/employees/e404', { me: admin, seed: (queryClient) => queryClient.setQueryData(employeeQueryOptions('e404').queryKey, { companyEmployee: null, users: [] }) });
    expect(await heading()).toBe('No employees found');
  });
});
