import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { atelier, boulangerie, cloud, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { readSelection, selectCompany } from '@/lib/selection';
import { employeePlacementQueryOptions, type EmployeePlacement } from '@/lib/session';
import { companyEmployeeChoicesQueryOptions } from './company-employees-query';
import { employeeSearchQueryOptions } from './employee-search-query';

// Employee at 1001 without rights, HR manager at 1002 (like multi@demo.test).
const multi = user([], [employee('a1', atelier), employee('b1', boulangerie, ['canManageHumanResources'])]);

/** Every request of these tests fails, as with no network, unless a test answers it itself. */
const unreachable = () => Promise.reject(new TypeError('The API is not reachable in this test'));

beforeEach(() => {
  vi.stubGlobal('fetch', unreachable);
  return () => vi.unstubAllGlobals();
});

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });
/** The picker as a person finds it each time: its stand-in at first, the searchable list once it has loaded. */
const employeePicker = () => screen.getByRole('combobox', { name: 'Employee' });
/** Opens the picker's list, as a click does. */
const openPicker = async () => {
  fireEvent.click(employeePicker());
  await screen.findByRole('listbox', { name: 'Employee' });
};
/** Types into the picker as a person does: focused first (Mantine ignores changes to an unfocused input, as autofill). */
function typeInto(input: HTMLElement, value: string) {
  input.focus();
  fireEvent.change(input, { target: { value } });
}
const employeeOptions = async () =>
  within(await screen.findByRole('listbox', { name: 'Employee' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('company and employee selection (spec §4)', () => {
  it('gives the rights of the record in the chosen company, and remembers the choice', async () => {
    const app = await renderApp('/hr/profile', { me: multi });
    expect(within(navigation()).queryByRole('link', { name: 'Dashboard' })).toBeNull();

    const [companySelect] = screen.getAllByRole('combobox', { name: 'Company' });
    fireEvent.change(companySelect as HTMLElement, { target: { value: boulangerie.id } });

    expect(await within(navigation()).findByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(readSelection()).toEqual({ companyId: boulangerie.id, remembered: {} });
    app.view.unmount();

    await renderApp('/hr/profile', { me: multi });
    expect(within(navigation()).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
  });

  it('shows a user with one employee record their company, with nothing to choose', async () => {
    await renderApp('/hr/profile', { me: user([], [employee('e12', atelier)]) });
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Employee' })).toBeNull();
    expect(screen.getAllByText(atelier.name).length).toBeGreaterThan(0);
  });

  // Issue #8: accountant@ and payroll@ reach every company by a user-level right, yet saw none.
  it.each([
    ['accountant', ['canManageAccounting', 'canManageTaxation'] as const],
    ['payroll', ['canManageHumanResources'] as const],
  ])('offers the %s every company, as the API does', async (_who, flags) => {
    await renderApp('/hr/profile', { me: user([...flags], []), companies: [atelier, boulangerie, cloud] });
    const companySelect = screen.getByRole('combobox', { name: 'Company' });
    expect(within(companySelect).getAllByRole('option').map((o) => o.textContent)).toEqual([
      `${atelier.code} · ${atelier.name}`,
      `${boulangerie.code} · ${boulangerie.name}`,
      `${cloud.code} · ${cloud.name}`,
    ]);
  });

  // Issue #8: company HR could not pick an employee of their own company.
  it("lets company HR choose among their company's employees by name or code, remembered for the company", async () => {
    const hr = user([], [employee('own', atelier, ['canManageHumanResources'])]);
    const app = await renderApp('/hr/profile', { me: hr, seed: seedEmployees });
    // Before it is reached for, the picker's stand-in already shows the chosen employee.
    await waitFor(() => expect((employeePicker() as HTMLInputElement).value).toBe('Own Record · 3'));
    await openPicker();
    expect(await employeeOptions()).toEqual(['Anna Colleague · 7', 'Own Record · 3']);

    // Typing a code narrows the list; the keyboard chooses.
    typeInto(employeePicker(), '7');
    await waitFor(async () => expect(await employeeOptions()).toEqual(['Anna Colleague · 7']));
    fireEvent.keyDown(employeePicker(), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(readSelection().remembered).toEqual({ [atelier.id]: 'colleague' }));
    app.view.unmount();

    await renderApp('/hr/profile', { me: hr, seed: seedEmployees });
    expect((screen.getByRole('combobox', { name: 'Employee' }) as HTMLInputElement).value).toBe('Anna Colleague · 7');
  });

  it('keeps what was typed into the picker before its list had loaded', async () => {
    const hr = user([], [employee('own', atelier, ['canManageHumanResources'])]);
    await renderApp('/hr/profile', { me: hr, seed: seedEmployees });
    // Typed straight into the stand-in: the list that takes over opens already narrowed by it.
    typeInto(employeePicker(), 'Anna');
    await waitFor(async () => expect(await employeeOptions()).toEqual(['Anna Colleague · 7']));
    expect((employeePicker() as HTMLInputElement).value).toBe('Anna');
    expect(document.activeElement).toBe(employeePicker());
  });

  // A chunk arriving between Tab's selection of the name and the first key put the caret after the
  // name, and what was typed was added to it ("Own Record · 3Anna", which matches nobody).
  it('keeps the chosen name selected when the list takes over, so what is typed next replaces it', async () => {
    const hr = user([], [employee('own', atelier, ['canManageHumanResources'])]);
    await renderApp('/hr/profile', { me: hr, seed: seedEmployees });
    const standIn = employeePicker() as HTMLInputElement;
    await waitFor(() => expect(standIn.value).toBe('Own Record · 3'));
    standIn.focus();
    standIn.select();

    await waitFor(() => expect(employeePicker()).not.toBe(standIn));
    const picker = employeePicker() as HTMLInputElement;
    expect(document.activeElement).toBe(picker);
    expect(picker.value).toBe('Own Record · 3');
    expect([picker.selectionStart, picker.selectionEnd]).toEqual([0, 'Own Record · 3'.length]);
  });

  it('keeps what is typed while the choices are on their way: the list takes over once they arrive, narrowed by it', async () => {
    const answerChoices = holdChoicesRequest();
    const hr = user([], [employee('own', atelier, ['canManageHumanResources'])]);
    await renderApp('/hr/profile', { me: hr });
    const standIn = employeePicker() as HTMLInputElement;
    // The picker's code is in before the person types: only the choices are missing.
    await import('./employee-picker');
    typeInto(standIn, 'Anna');
    await act(async () => {});
    expect(employeePicker()).toBe(standIn);

    // Mantine writes the chosen employee's name into its search when their option first appears: it
    // replaced the typing when the list had taken over before the choices arrived.
    answerChoices([
      { id: 'colleague', code: '7', name: 'Anna Colleague' },
      { id: 'own', code: '3', name: 'Own Record' },
    ]);
    await waitFor(async () => expect(await employeeOptions()).toEqual(['Anna Colleague · 7']));
    expect((employeePicker() as HTMLInputElement).value).toBe('Anna');
  });

  it('does not change the text under the caret when the choices arrive after the picker was focused', async () => {
    const answerChoices = holdChoicesRequest();
    const hr = user([], [employee('own', atelier, ['canManageHumanResources'])]);
    await renderApp('/hr/profile', { me: hr });
    const standIn = employeePicker() as HTMLInputElement;
    standIn.focus();
    answerChoices([{ id: 'own', code: '3', name: 'Own Record' }]);

    await waitFor(() => expect(employeePicker()).not.toBe(standIn));
    const picker = employeePicker() as HTMLInputElement;
    expect(picker.value).toBe('');
    expect(document.activeElement).toBe(picker);
    // Once the person leaves it, it shows the chosen employee again.
    fireEvent.blur(picker);
    await waitFor(() => expect(picker.value).toBe('Own Record · 3'));
  });

  it('lets the fiduciary payroll staff find any employee of any company, and choosing one selects their company', async () => {
    selectCompany(atelier.id);
    await renderApp('/hr/profile', {
      me: user(['canManageHumanResources'], []),
      companies: [atelier, boulangerie],
      seed: (queryClient) => {
        seedEmployees(queryClient);
        // The API's answer to a search across companies.
        queryClient.setQueryData(employeeSearchQueryOptions('Bert').queryKey, [
          { id: 'baker', code: '4', name: 'Bert Baker', company: { id: boulangerie.id, code: boulangerie.code } },
        ]);
      },
    });
    await openPicker();
    expect(await employeeOptions()).toContain('Anna Colleague · 7');
    typeInto(employeePicker(), 'Bert');
    fireEvent.click(await screen.findByRole('option', { name: `Bert Baker · 4 (${boulangerie.code})` }));
    await waitFor(() => expect(readSelection()).toEqual({ companyId: boulangerie.id, remembered: { [boulangerie.id]: 'baker' } }));
  });
});

/** Holds the API's answer to the picker's choices until the test gives it; other requests fail as in every test here. */
function holdChoicesRequest(): (employees: { id: string; code: string; name: string }[]) => void {
  let answer: ((response: Response) => void) | undefined;
  vi.stubGlobal('fetch', (_url: unknown, init?: RequestInit) =>
    String(init?.body ?? '').includes('CompanyEmployeeChoices')
      ? new Promise<Response>((resolve) => (answer = resolve))
      : unreachable(),
  );
  return (employees) => {
    if (!answer) throw new Error('The picker has not asked for its choices');
    answer(new Response(JSON.stringify({ data: { companyEmployees: employees } }), { headers: { 'content-type': 'application/json' } }));
  };
}

// The API's answer for 1001's employees (hidden ones already left out by the API).
function seedEmployees(queryClient: QueryClient) {
  // The chosen colleague's HR profile opens at their own address, which asks where they work.
  const placement: EmployeePlacement = { employeeId: 'colleague', companyId: atelier.id };
  queryClient.setQueryData(employeePlacementQueryOptions('colleague').queryKey, placement);
  queryClient.setQueryData(companyEmployeeChoicesQueryOptions(atelier.id).queryKey, [
    { id: 'colleague', code: '7', name: 'Anna Colleague' },
    { id: 'own', code: '3', name: 'Own Record' },
  ]);
}
