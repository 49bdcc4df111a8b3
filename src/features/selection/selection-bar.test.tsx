import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, boulangerie, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { readSelection } from '@/lib/selection';

// Employee at 1001 without rights, HR manager at 1002 (like multi@demo.test).
const multi = user([], [employee('a1', atelier), employee('b1', boulangerie, ['canManageHumanResources'])]);

beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('The API is not reachable in this test')));
  return () => vi.unstubAllGlobals();
});

const navigation = () => screen.getByRole('navigation', { name: 'Main navigation' });

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
});
