import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { readProfileDraft } from '@/lib/profile-drafts';
import { hrProfileQueryOptions } from './hr-profile-query';

// The editor on the real router, with the profile already in the query cache (no request leaves
// the test); saving against the real API is covered by tests/e2e/hr-profile*.spec.ts.

const me = user([], [employee('e12', atelier)]);
const record = {
  id: 'e12',
  name: 'Luc Thill',
  code: '12',
  profileVersion: 2,
  profileData: { identity: { lastName: 'Thill', firstName: 'Luc', birthDate: '1990-04-12' }, contact: { city: 'Esch' } },
  profileHistory: [
    { id: 'v2', data: { identity: { lastName: 'Thill', firstName: 'Luc', birthDate: '1990-04-12' }, contact: { city: 'Esch' } }, changedByName: 'Hélène Muller', createdAt: '2026-10-02T08:00:00Z' },
    { id: 'v1', data: { identity: { lastName: 'Thill', firstName: 'Luc', birthDate: '1990-04-12' }, contact: { city: 'Mersch' } }, changedByName: null, createdAt: '2026-10-01T08:00:00Z' },
  ],
};

const openProfile = () =>
  renderApp('/hr/profile', { me, seed: (queryClient) => queryClient.setQueryData(hrProfileQueryOptions('e12').queryKey, record) });

beforeEach(() => {
  localStorage.clear();
  // Any request would be a bug here: the cache holds everything the screen needs.
  vi.stubGlobal('fetch', () => Promise.reject(new Error('no request expected')));
});

// The whole editor (26 fields, the history) is one of the heaviest screens to render in happy-dom:
// a test takes about a second alone and several on a loaded machine, beyond vitest's 5 s default.
describe('the HR profile editor', { timeout: 20_000 }, () => {
  it('lists an edit as unsaved, keeps it on the device, and undoes it', async () => {
    await openProfile();
    const city = await screen.findByRole('textbox', { name: 'City' });
    fireEvent.change(city, { target: { value: 'Differdange' } });
    const unsaved = screen.getByRole('region', { name: 'Unsaved changes' });
    expect(unsaved.textContent).toContain('City: Esch → Differdange');
    expect(readProfileDraft(me.id, 'e12')?.values['contact']?.['city']).toBe('Differdange');
    fireEvent.click(within(screen.getByRole('toolbar', { name: 'Profile actions' })).getByRole('button', { name: 'Undo' }));
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Esch');
    expect(readProfileDraft(me.id, 'e12')).toBeNull();
  });

  it('brings a kept edit back when the page opens again', async () => {
    const first = await openProfile();
    fireEvent.change(await screen.findByRole('textbox', { name: 'IBAN' }), { target: { value: 'LU28 0019 4006 4475 0000' } });
    first.view.unmount();
    await openProfile();
    expect(((await screen.findByRole('textbox', { name: 'IBAN' })) as HTMLInputElement).value).toBe('LU28 0019 4006 4475 0000');
  });

  it('refuses to send a bad IBAN and says why, keeping the form', async () => {
    await openProfile();
    fireEvent.change(await screen.findByRole('textbox', { name: 'IBAN' }), { target: { value: 'LU28 0019 4006 4475 0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save 1 change' }));
    expect((await screen.findByRole('alert')).textContent).toContain('IBAN: This IBAN is not valid');
    expect((screen.getByRole('textbox', { name: 'IBAN' }) as HTMLInputElement).value).toBe('LU28 0019 4006 4475 0001');
  });

  it('steps back through the history, compares with the form and restores a version', async () => {
    await openProfile();
    const history = await screen.findByRole('region', { name: 'History' });
    expect(within(history).getByRole('status').textContent).toBe('Version 2 of 2');
    fireEvent.click(within(history).getByRole('button', { name: 'Older' }));
    expect(within(history).getByRole('status').textContent).toBe('Version 1 of 2');
    const compared = within(history).getByRole('region', { name: 'Selected version compared with the form' });
    expect(compared.textContent).toContain('City: Mersch → Esch');
    // Nobody saved the first version (issue #44: "Saved by Before the history began").
    expect(compared.textContent).toContain('The profile as it was when its history began, on');
    expect(compared.textContent).not.toContain('Saved by');
    fireEvent.click(within(compared).getByRole('button', { name: 'Restore this version into the form' }));
    expect((screen.getByRole('textbox', { name: 'City' }) as HTMLInputElement).value).toBe('Mersch');
    expect(screen.getByRole('region', { name: 'Unsaved changes' }).textContent).toContain('City: Esch → Mersch');
  });

  it('says no employee is selected when there is none', async () => {
    await renderApp('/hr/profile', { me: user(['canAccessAllCompanies'], []), companies: [atelier] });
    expect(await screen.findByText('No employee selected')).toBeTruthy();
  });
});
