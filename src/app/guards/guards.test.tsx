import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, cloud, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { portalConfigQueryOptions } from '@/features/admin';
import { enterMaintenance, leaveMaintenance, previousRoute } from '@/lib/navigation';
import { configureGraphQL } from '@/lib/graphql';
import { saveSession } from '@/lib/session';
import { session } from '@/app/testing/fixtures';
import { selectCompany } from '@/lib/selection';

// An HR manager of a client company: not profile-only, but none of the provider's rights.
const hrManager = user([], [employee('e1', atelier, ['canManageHumanResources'])]);
const admin = user(
  ['canAccessKeystone', 'canManageAccounts', 'canManageRoles', 'canManageAccounting', 'canManageTaxation', 'canManageHumanResources', 'canAccessAllCompanies'],
  [],
);

// Counts and lists the pages ask for are not part of these tests: the API is unreachable.
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('The API is not reachable in this test')));
  return () => vi.unstubAllGlobals();
});

async function expectRefused(path: string, message: string, me = hrManager) {
  const app = await renderApp(path, { me, companies: [atelier, cloud] });
  expect(app.pathname()).toBe('/dashboard');
  expect(await screen.findByText('Access Control Failed')).toBeTruthy();
  expect(screen.getByText(message)).toBeTruthy();
}

describe('route guards (spec §6): refused with the message, sent to the dashboard', () => {
  it.each([
    ['/inspect-user-id', 'You do not have permission to use the user inspection tool'],
    ['/inspect-user-id/5', 'You do not have permission to use the user inspection tool'],
    ['/inspect-admin/claire/5', 'You do not have permission to use the user inspection tool'],
    ['/audit-log', 'You do not have permission to read the audit log'],
    ['/documents-review', 'You do not have permission to access documents review'],
    ['/open-manager', 'You do not have permission to open the manager'],
    ['/impersonate', 'You do not have permission to impersonate users'],
    ['/accounting', 'You do not have permission to access accounting'],
    ['/taxation', 'You do not have permission to access taxation'],
  ])('%s', async (path, message) => {
    await expectRefused(path, message);
  });

  it.each(['/salary-control', '/salary-control/17'])('%s, for a user who neither creates nor reviews salary control', async (path) => {
    const finance = user([], [employee('f1', atelier, ['canAccessFinance'])]);
    await expectRefused(path, 'You do not have permission to access accounting', finance);
  });

  it('refuses documents review when HR is not enabled for the selected company', async () => {
    const staff = user(['canAccessAllCompanies', 'canManageAccounting'], []);
    selectCompany(cloud.id);
    await expectRefused('/documents-review', 'Cannot access this page. It may not exist.', staff);
  });

  it.each([
    ['/salary-control', 'Salary control'],
    ['/inspect-admin/User', 'Admin Tool'],
    ['/audit-log', 'Audit log'],
    ['/documents-review', 'Documents review'],
  ])('lets a user with the right open %s', async (path, title) => {
    const app = await renderApp(path, { me: admin, companies: [atelier, cloud] });
    expect(app.pathname()).toBe(path);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
  });
});

describe('open-manager (spec §6)', () => {
  it('leads a user with canAccessKeystone to the portal’s manager when MANAGER_URL is not set', async () => {
    const app = await renderApp('/open-manager', {
      me: admin,
      companies: [atelier, cloud],
      seed: (queryClient) => queryClient.setQueryData(portalConfigQueryOptions().queryKey, { managerUrl: null }),
    });
    await vi.waitFor(() => expect(app.pathname()).toBe('/manager'));
  });

  it('opens MANAGER_URL when the API gives one', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    await renderApp('/open-manager', {
      me: admin,
      companies: [atelier, cloud],
      seed: (queryClient) => queryClient.setQueryData(portalConfigQueryOptions().queryKey, { managerUrl: 'https://manager.example/admin' }),
    });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://manager.example/admin'));
  });
});

describe('salary control reviewers (issue #8: they reached no screen)', () => {
  it.each([
    ['canAccessSalaryWorkflow', user([], [employee('r1', atelier, ['canAccessSalaryWorkflow'])])],
    ['company HR', hrManager],
  ])('a reviewer (%s) opens /salary-control and finds it in the navigation', async (_who, reviewer) => {
    const app = await renderApp('/salary-control', { me: reviewer, companies: [atelier] });
    expect(app.pathname()).toBe('/salary-control');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Salary control');
    expect(screen.getAllByRole('link', { name: 'Salary control' }).length).toBeGreaterThan(0);
  });
});

describe('authentication', () => {
  it('sends a signed-out user to sign-in and remembers where they were going', async () => {
    const app = await renderApp('/hr/salaries?year=2025');
    expect(app.pathname()).toBe('/signin');
    expect(previousRoute()).toBe('/hr/salaries?year=2025');
  });

  it('sends a profile-only user from the dashboard to their HR profile, at their own address', async () => {
    const app = await renderApp('/dashboard', { me: user([], [employee('e12', atelier)]) });
    expect(app.pathname()).toBe('/hr/employees/e12/profile');
  });

  it('Home opens the dashboard for a signed-in user', async () => {
    const app = await renderApp('/', { me: hrManager });
    expect(app.pathname()).toBe('/dashboard');
  });

  it('Home explains a failed check when coming from another page', async () => {
    const app = await renderApp('/', { lastPath: '/hr/profile' });
    expect(app.pathname()).toBe('/signin');
    expect(await screen.findByText('Authentication Issue')).toBeTruthy();
    expect(screen.getByText('Possible reasons: No permissions. Login Session expired. Account disabled.')).toBeTruthy();
  });

  it('Home stays quiet on a first visit and after signing out', async () => {
    for (const lastPath of [null, '/', '/logout', '/signout-callback/silently']) {
      const app = await renderApp('/', { lastPath });
      expect(app.pathname()).toBe('/signin');
      expect(screen.queryByText('Authentication Issue')).toBeNull();
      app.view.unmount();
    }
  });
});

describe('other routes', () => {
  it('Maintenance opened by name goes Home', async () => {
    const app = await renderApp('/maintenance', { me: hrManager });
    expect(app.pathname()).toBe('/dashboard');
  });

  it('shows Maintenance while the API is in maintenance', async () => {
    enterMaintenance();
    const app = await renderApp('/maintenance');
    expect(app.pathname()).toBe('/maintenance');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Maintenance in progress');
    leaveMaintenance();
  });

  it('sends a user to Maintenance when the API answers 503', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 503 })));
    configureGraphQL({ getToken: () => 'token', onMaintenance: enterMaintenance });
    saveSession(session());
    const app = await renderApp('/dashboard');
    expect(app.pathname()).toBe('/maintenance');
    leaveMaintenance();
    configureGraphQL({ getToken: () => null, onMaintenance: () => {} });
  });

  it('shows NotFound for any other path', async () => {
    await renderApp('/no/such/page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
  });
});
