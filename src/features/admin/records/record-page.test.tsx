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
it('names the list and the fields in words and shows a structured value as lines of name and value, not JSON', async () => {
  const record: NonNullable<AdminRecordQuery['adminRecord']> = {
    list: 'CompanyEmployee',
    id: 'e12',
    label: 'Luc Thill',
    labelField: 'name',
    fields: { code: '12', isArchived: false, profileData: { contact: { city: 'Esch' } }, settingWantsHRSalariesNotification: true },
    relations: [{ field: 'company', items: [{ list: 'Company', id: 'c1', label: 'Atelier Moselle', labelField: 'name' }] }],
  };
  await renderApp('/inspect-admin/CompanyEmployee/e12', {
    me: admin,
    seed: (queryClient) => queryClient.setQueryData(adminRecordQueryOptions('CompanyEmployee', 'e12').queryKey, record),
  });
  expect(await screen.findByText('Employee records · Luc Thill')).toBeTruthy();
  // Fields and the names inside a value in words (issue #44: 'profileData', 'contact', 'city').
  const profile = screen.getByRole('row', { name: /^HR profile/ });
  expect(within(profile).getByText('Esch')).toBeTruthy();
  expect(within(profile).getByText('Contact:')).toBeTruthy();
  expect(within(profile).getByText('City:')).toBeTruthy();
  expect(profile.textContent).not.toContain('{');
  expect(screen.getByRole('row', { name: 'Archived No' })).toBeTruthy();
  expect(screen.getByRole('row', { name: 'Notify about salary documents Yes' })).toBeTruthy();
  expect(screen.getByText('Company', { selector: 'p' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Atelier Moselle' })).toBeTruthy();
  for (const key of ['profileData', 'isArchived', 'settingWantsHRSalariesNotification', 'company']) expect(screen.queryByText(key)).toBeNull();
  expect(screen.getByRole('link', { name: 'All records of Employee records' })).toBeTruthy();
});
