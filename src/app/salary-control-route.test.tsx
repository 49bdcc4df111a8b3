import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, boulangerie, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { uploadDirectoryQueryOptions } from '@/features/uploads/api/upload-directory-query';

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('The API is not reachable in this test')));
  return () => vi.unstubAllGlobals();
});

const uploadArea = () => screen.queryByRole('heading', { name: 'Upload salary-control documents' });

// Issue #8: reviewers open /salary-control to review; only the fiduciary's payroll staff create.
describe('/salary-control: who creates, who reviews', () => {
  it('gives the fiduciary payroll staff the upload area', async () => {
    await renderApp('/salary-control', {
      me: user(['canManageHumanResources'], []),
      companies: [atelier, boulangerie],
      seed: (queryClient) => queryClient.setQueryData(uploadDirectoryQueryOptions().queryKey, { companies: [], employees: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'Upload salary-control documents' })).toBeTruthy();
  });

  it('opens read-only for a reviewer of the company: no upload area', async () => {
    await renderApp('/salary-control', { me: user([], [employee('r1', atelier, ['canAccessSalaryWorkflow'])]) });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Admin Tool');
    expect(uploadArea()).toBeNull();
  });
});
