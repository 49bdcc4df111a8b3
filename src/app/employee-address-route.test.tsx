import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { hrProfileQueryOptions } from '@/features/hr-profile';
import { chooseEmployee, readSelection } from '@/lib/selection';
import { employeePlacementQueryOptions, type EmployeePlacement } from '@/lib/session';

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('The API is not reachable in this test')));
  localStorage.clear();
  return () => vi.unstubAllGlobals();
});

const companyHr = user([], [employee('e1', atelier, ['canManageHumanResources'])]);

/** The API's answers for two employees of the Atelier, as the HR of the Atelier reads them. */
const seedColleagues = (queryClient: import('@tanstack/react-query').QueryClient) => {
  for (const id of ['e5', 'e7']) {
    const placement: EmployeePlacement = { employeeId: id, companyId: atelier.id };
    queryClient.setQueryData(employeePlacementQueryOptions(id).queryKey, placement);
    queryClient.setQueryData(hrProfileQueryOptions(id).queryKey, null);
  }
};

// Issue #44: an employee's records have addresses of their own (a link to share, Back, mails).
describe('an employee’s address', () => {
  it('selects the employee it names, so the selection bar and the other pages follow', async () => {
    const app = await renderApp('/hr/employees/e5/profile', { me: companyHr, seed: seedColleagues });
    expect(app.pathname()).toBe('/hr/employees/e5/profile');
    expect(readSelection()).toEqual({ companyId: atelier.id, remembered: { [atelier.id]: 'e5' } });
  });

  it('moves to the same page of the employee chosen in the selection bar', async () => {
    const app = await renderApp('/hr/employees/e5/profile', { me: companyHr, seed: seedColleagues });
    act(() => chooseEmployee(atelier.id, 'e7'));
    await waitFor(() => expect(app.pathname()).toBe('/hr/employees/e7/profile'));
  });

  it('opens the selected employee’s address from the navigation’s /hr/profile and a mail’s /hr/messages?employee=', async () => {
    chooseEmployee(atelier.id, 'e5');
    const app = await renderApp('/hr/profile', { me: companyHr, seed: seedColleagues });
    expect(app.pathname()).toBe('/hr/employees/e5/profile');
    await act(() => app.router.navigate({ href: '/hr/messages?employee=e7' }));
    expect(app.pathname()).toBe('/hr/employees/e7/messages');
  });

  it('shows an employee who may not choose their own records, not someone else’s', async () => {
    const app = await renderApp('/hr/employees/e5/profile', { me: user([], [employee('e12', atelier)]), seed: seedColleagues });
    expect(app.pathname()).toBe('/hr/employees/e12/profile');
  });

  it('is not found when the API shows the caller no such employee', async () => {
    const app = await renderApp('/hr/employees/e404/profile', {
      me: companyHr,
      seed: (queryClient) => queryClient.setQueryData(employeePlacementQueryOptions('e404').queryKey, null),
    });
    expect(app.pathname()).toBe('/hr/employees/e404/profile');
    expect(readSelection().remembered).toEqual({});
  });
});
