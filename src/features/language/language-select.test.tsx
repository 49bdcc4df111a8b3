import { i18n } from '@lingui/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atelier, employee, user } from '@/app/testing/fixtures';
import { renderApp } from '@/app/testing/render-app';
import { activateLanguage } from '@/lib/i18n/language';
import { graphqlRequestOf } from '@/testing/graphql-request-body';

const me = user([], [employee('e1', atelier, ['canManageHumanResources'])], 'fr');

beforeEach(async () => {
  await activateLanguage('fr');
  // The API knows the user with French saved and cannot save a new language right now.
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const { operationName } = graphqlRequestOf(init);
    if (operationName === 'Me') {
      return Promise.resolve(Response.json({ data: { me: { ...me, emailHash: null } } }));
    }
    // My profile loads the notification settings of the user's own employee record.
    if (operationName === 'NotificationSettings') {
      const settings = { settingWantsHRSalariesNotification: false, settingWantsSalaryWorkflowNotification: false, settingWantsAccountingNotification: false, hrDocumentNotification: false };
      return Promise.resolve(Response.json({ data: { myNotificationDigest: 'immediate', companyEmployee: { id: 'e1', ...settings } } }));
    }
    // The HR profile page the test moves to loads the selected employee's profile.
    if (operationName === 'HrProfile') return Promise.resolve(Response.json({ data: { companyEmployee: null } }));
    // The rest of the screen (messages badge, account uses, sessions) answers as for a new user.
    if (operationName === 'HrUnreadMessages') return Promise.resolve(Response.json({ data: { hrUnreadMessages: 0 } }));
    if (operationName === 'MyAccountUses') return Promise.resolve(Response.json({ data: { myAccountUses: [] } }));
    if (operationName === 'MySessions') return Promise.resolve(Response.json({ data: { mySessions: [] } }));
    return Promise.resolve(new Response('{}', { status: 500 }));
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('the language selector', () => {
  it('keeps the chosen language when moving to another page, even if saving it failed', async () => {
    const app = await renderApp('/my-profile', { me });
    const main = screen.getByRole('main');
    fireEvent.change(within(main).getByRole('combobox', { name: 'Langue' }), { target: { value: 'de' } });

    // The failed save and its message take a moment on a loaded machine (findByText waits 1 s by default).
    expect(await screen.findByText('Die Sprache konnte nicht geändert werden', {}, { timeout: 5000 })).toBeTruthy();
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');

    await act(() => app.router.navigate({ to: '/hr/profile' }));
    expect(app.pathname()).toBe('/hr/employees/e1/profile');
    expect(i18n.locale).toBe('de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Personalprofil');
  });
});
