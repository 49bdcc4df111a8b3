import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import type { AdminRecordQuery } from '@/gql/graphql';
import { adminRecordQueryOptions } from './record-query';

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('The API is not reachable in this test')));
  return () => vi.unstubAllGlobals();
});

const admin = user(['canAccessKeystone', 'canAccessAllCompanies', 'canManageAccounts', 'canManageRoles']);

// Issue #44: an employee's profile was shown as raw JSON, the list as "CompanyEmployee · …".
it('names the list in words and shows a structured value as lines of name and value, not JSON', async () => {
  const record: NonNullable<AdminRecordQuery['adminRecord']> = {
    list: 'CompanyEmployee',
    id: 'e12',
    label: 'Luc Thill',
    fields: { code: '12', profileData: { contact: { city: 'Esch' } } },
    relations: [],
  };
  await renderApp('/inspect-admin/CompanyEmployee/e12', {
    me: admin,
    seed: (queryClient) => queryClient.setQueryData(adminRecordQueryOptions('CompanyEmployee', 'e12').queryKey, record),
  });
  expect(await screen.findByText('Employee records · Luc Thill')).toBeTruthy();
  const profile = screen.getByRole('row', { name: /profileData/ });
  expect(within(profile).getByText('Esch')).toBeTruthy();
  expect(profile.textContent).not.toContain('{');
  expect(screen.getByRole('link', { name: 'All records of Employee records' })).toBeTruthy();
});
