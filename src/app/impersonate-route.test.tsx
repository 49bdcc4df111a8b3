import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { atelier, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { graphqlRequestOf } from '@/testing/graphql-request-body';

const admin = user(['canAccessAllCompanies', 'canAccessKeystone'], []);

afterEach(() => vi.unstubAllGlobals());

it('searches users as the admin types, keeping the search in the address', async () => {
  const operations: string[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = graphqlRequestOf(init);
    operations.push(`${body.operationName} ${JSON.stringify(body.variables)}`);
    const users = [{ id: 'u9', email: 'employee@demo.test', name: 'Eva Employee', role: { canAccessAllCompanies: false, canSignInToApp: true }, employees: [] }];
    return new Response(JSON.stringify({ data: body.operationName === 'ImpersonationCandidates' ? { users } : {} }), { headers: { 'content-type': 'application/json' } });
  });
  const app = await renderApp('/impersonate', { me: admin, companies: [atelier] });
  fireEvent.change(await screen.findByRole('searchbox', { name: 'Search users' }), { target: { value: 'employee@' } });
  expect(await screen.findByRole('button', { name: 'Choose Eva Employee' }, { timeout: 5000 })).toBeTruthy();
  expect(app.router.state.location.search).toMatchObject({ q: 'employee@' });
  // The shared user search filter carries what was typed; 25 candidates at most.
  expect(operations.some((op) => op.startsWith('ImpersonationCandidates ') && op.includes('"employee@"') && op.includes('"take":25'))).toBe(true);
  // Choosing keeps the search and adds the user, so Stop comes back to exactly this screen.
  fireEvent.click(screen.getByRole('button', { name: 'Choose Eva Employee' }));
  await vi.waitFor(() => expect(app.router.state.location.search).toEqual({ q: 'employee@', user: 'u9' }));
  expect(await screen.findByRole('textbox', { name: /^Reason for acting as Eva Employee/ })).toBeTruthy();
}, 20_000);
