import { notifications } from '@mantine/notifications';
import { createMemoryHistory } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, cloud, session, user } from '@/app/testing/fixtures';
import { renderRouter } from '@/app/testing/render-app';
import { createQueryClient } from '@/lib/query';
import { selectCompany } from '@/lib/selection';
import { companiesQueryOptions, meQueryOptions, saveSession } from '@/lib/session';
import { createAppRouter } from './router';

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('The API is not reachable in this test')));
  return () => vi.unstubAllGlobals();
});

// The app's own router (not the test helper's), for what its wiring does.
async function openApp(path: string) {
  notifications.clean();
  const queryClient = createQueryClient();
  saveSession(session());
  queryClient.setQueryData(meQueryOptions().queryKey, user(['canAccessAllCompanies', 'canManageAccounting'], []));
  queryClient.setQueryData(companiesQueryOptions().queryKey, [atelier, cloud]);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await renderRouter(router, queryClient);
  return router;
}

describe('the app router', () => {
  it('checks the open screen again when the selection changes: a company without HR closes documents review', async () => {
    selectCompany(atelier.id);
    const router = await openApp('/documents-review');
    expect(router.state.location.pathname).toBe('/documents-review');

    await act(async () => selectCompany(cloud.id));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Cannot access this page. It may not exist.')).toBeTruthy();
  });
});
