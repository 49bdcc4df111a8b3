import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, boulangerie, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { uploadDirectoryQueryOptions } from '@/features/uploads/api/upload-directory-query';
import { workflowsQueryOptions } from '@/features/salary-control';
import type { QueryClient } from '@tanstack/react-query';

/** The first page of the list, empty: the API is not reachable in these tests. */
const noWorkflows = (queryClient: QueryClient) => queryClient.setQueryData(workflowsQueryOptions({}, 1).queryKey, { workflows: [], total: 0 });

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('The API is not reachable in this test')));
  return () => vi.unstubAllGlobals();
});

const uploadArea = () => screen.queryByRole('heading', { name: 'Upload salary-control documents' });

// Issue #8: reviewers open /salary-control to review; only the fiduciary's payroll staff create.
describe('/salary-control: who creates, who reviews', { timeout: 20_000 }, () => {
  it('gives the fiduciary payroll staff the upload area', async () => {
    await renderApp('/salary-control', {
      me: user(['canManageHumanResources'], []),
      companies: [atelier, boulangerie],
      seed: (queryClient) => {
        queryClient.setQueryData(uploadDirectoryQueryOptions().queryKey, { companies: [], employees: [] });
        noWorkflows(queryClient);
      },
    });
    // The upload area is a lazily loaded part: the first test of the file pays its cold transform, which
    // on a busy machine takes longer than findByRole's 1 s default.
    expect(await screen.findByRole('heading', { name: 'Upload salary-control documents' }, { timeout: 15_000 })).toBeTruthy();
  });

  it('opens read-only for a reviewer of the company, titled by what it is (not an admin tool): no upload area', async () => {
    await renderApp('/salary-control', { me: user([], [employee('r1', atelier, ['canAccessSalaryWorkflow'])]), seed: noWorkflows });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Salary control');
    expect(await screen.findByText('No salary control documents found')).toBeTruthy();
    expect(uploadArea()).toBeNull();
  });
});

describe('/salary-control deep links', () => {
  const reviewer = user([], [employee('r1', atelier, ['canAccessSalaryWorkflow'])]);

  it('keeps a valid ?page, so a shared link reopens the same page of the list', async () => {
    const app = await renderApp('/salary-control/17?page=3', { me: reviewer });
    const screenMatch = app.router.state.matches.at(-1);
    expect(screenMatch?.search).toEqual({ page: 3 });
    expect(screenMatch?.params).toMatchObject({ id: '17' });
  });

  it.each(['?page=0', '?page=abc', '?page=1'])('reads %s as the first page', async (search) => {
    const app = await renderApp(`/salary-control${search}`, { me: reviewer });
    expect(app.router.state.matches.at(-1)?.search).toEqual({});
  });

  it('shows NotFound for a malformed workflow id instead of opening the screen', async () => {
    await renderApp('/salary-control/not%20an%20id', { me: reviewer });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
  });
});
