import { makePdf } from '../../server/src/db/seed/pdf';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';

test.use({ locale: 'en-US' });

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Impersonation' });

test.describe('an admin helping a client user', () => {
  test.use({ user: 'admin@demo.test' });

  test('impersonates employee@ with a reason, is refused a language change, stops and is back where they left', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/impersonate');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin - Impersonation: Login as ...' })).toBeVisible();

    // Provider staff are listed but cannot be chosen.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('admin@demo');
    const adminFound = page.getByRole('list', { name: 'Users found' }).getByRole('listitem').filter({ hasText: 'admin@demo.test' });
    await expect(adminFound.getByText('Provider staff cannot be impersonated')).toBeVisible();
    await expect(adminFound.getByRole('button')).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search users' }).fill('employee@');
    const found = page.getByRole('list', { name: 'Users found' }).getByRole('listitem').filter({ hasText: 'employee@demo.test' });
    await found.getByRole('button', { name: /^Choose / }).click();
    await expect(page).toHaveURL(/\/impersonate\?.*user=/);
    await expectNoAxeViolations(page);
    const left = page.url();

    // A reason is required: without one nothing starts.
    await page.getByRole('button', { name: 'Start impersonation' }).click();
    await expect(page.getByText('Give a reason of 5 to 500 characters.')).toBeVisible();
    await expect(page).toHaveURL(left);

    await page.getByRole('textbox', { name: /^Reason for acting as/ }).fill('Support ticket 4711: cannot find the salary slip');
    await page.getByRole('button', { name: 'Start impersonation' }).click();

    // employee@ is profile-only: the dashboard sends them to their HR profile.
    await expect(page).toHaveURL(/\/hr\/employees\/[\w-]+\/profile$/);
    await expect(banner(page)).toContainText('are acting as');
    await expect(banner(page)).toContainText('employee@demo.test');
    await expect(banner(page)).toContainText('Claire Demuth');
    await expectNoAxeViolations(page);

    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Use of your account by support' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Uses of your account' })).toContainText('Claire Demuth has been using your account since');
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('alert').filter({ hasText: "The user's language cannot be changed while impersonating" })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.goto('/hr/salaries');
    await expect(page.getByRole('heading', { level: 1, name: 'Salaries' })).toBeVisible();
    await expect(banner(page)).toBeVisible();

    // Impersonating from inside an impersonation is refused like any client's attempt.
    await page.goto('/impersonate');
    await expect(page).toHaveURL(/\/hr\/employees\/[\w-]+\/profile$/);
    await expect(page.getByRole('alert').filter({ hasText: 'You do not have permission to impersonate users' })).toBeVisible();

    await banner(page).getByRole('button', { name: 'Stop impersonating' }).click();
    await expect(page).toHaveURL(left);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin - Impersonation: Login as ...' })).toBeVisible();
    await expect(banner(page)).toBeHidden();

    // The admin's own session is intact: the audit log is theirs again.
    await page.goto('/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    // Mantine's searchable select: its input carries the label (the option list opens below it).
    await page.locator('input').and(page.getByLabel('On behalf of')).fill('employee@demo.test');
    await page.getByRole('option', { name: 'employee@demo.test' }).click();
    await expect(page).toHaveURL(/onBehalfOf=/);
    const events = page.getByRole('list', { name: 'Audit events' }).getByRole('listitem');
    // Actions in words, not their codes (issue #44).
    for (const action of ['Impersonation ended', 'Request while impersonating']) {
      await expect(events.filter({ hasText: action }).first()).toContainText('admin@demo.test acting as employee@demo.test');
    }
    await expect(events.first()).toContainText('Impersonation ended · Users');
    await expect(page.getByRole('list', { name: 'Audit events' })).not.toContainText('impersonation.stop');
    await expectNoAxeViolations(page);
    // The start lies more than a page of this session's requests back: found by its action.
    await page.locator('input').and(page.getByLabel('Action')).fill('Impersonation st');
    await page.getByRole('option', { name: 'Impersonation started' }).click();
    await expect(page).toHaveURL(/action=impersonation\.start/);
    await expect(events.first()).toContainText('Impersonation started');
    await expect(events.first()).toContainText('admin@demo.test acting as employee@demo.test');
    // Choosing the chosen action again takes the filter off (the select's clear button is for the mouse only).
    await page.locator('input').and(page.getByLabel('Action')).click();
    await page.getByRole('option', { name: 'Impersonation started' }).click();
    await expect(page).not.toHaveURL(/action=/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export as CSV' }).click();
    const file = await download;
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text).toContain('at,action,actor id,actor email,on behalf of id,on behalf of email');
    for (const action of ['impersonation.start', 'impersonated.request', 'impersonation.stop']) {
      expect(text).toMatch(new RegExp(`,${action.replace('.', '\\.')},[\\w-]+,admin@demo\\.test,[\\w-]+,employee@demo\\.test,`));
    }
  });

  test('acting as a German-speaking user keeps the admin’s English, also after stopping and reloading', async ({ page }) => {
    await page.goto('/impersonate');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('finance@');
    await page.getByRole('list', { name: 'Users found' }).getByRole('listitem').filter({ hasText: 'finance@demo.test' }).getByRole('button', { name: /^Choose / }).click();
    await page.getByRole('textbox', { name: /^Reason for acting as/ }).fill('Support ticket 4712: language check');
    await page.getByRole('button', { name: 'Start impersonation' }).click();
    // finance@ saved German; the admin reads the portal in their own language.
    await expect(banner(page).getByRole('button', { name: 'Stop impersonating' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await banner(page).getByRole('button', { name: 'Stop impersonating' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin - Impersonation: Login as ...' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('inspects a user: rights in plain words, records, sessions, and the link to impersonate', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/inspect-user-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Tool' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search a user' }).fill('finance@');
    await page.getByRole('link', { name: /finance@demo\.test/ }).click();
    await expect(page).toHaveURL(/\/inspect-user-id\/[\w-]+$/);
    await expect(page.getByText('can open Accounting for 1001 because “See and upload the company’s accounting documents” on their employee record')).toBeVisible();
    await expect(page.getByText('can open Taxation for 1001 because “See the company’s taxation” on their employee record')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Impersonate' })).toBeVisible();
    // In words, not the flag's name or the language code (issue #44).
    await expect(page.getByText('Saved language: Deutsch')).toBeVisible();
    await expect(page.getByText('Sign in to the portal', { exact: true })).toBeVisible();
    await expect(page.getByText('canSignInToApp')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /1001 Atelier Moselle/ }).click();
    await expect(page).toHaveURL(/\/inspect-admin\/Company\/[\w-]+$/);
    await expect(page.getByRole('rowheader', { name: 'Code', exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: /^Code 1001$/ })).toBeVisible();
    await expectNoAxeViolations(page);
    // The way back to the list is not announced as the current page.
    await expect(page.getByRole('link', { name: 'All records of Companies' })).not.toHaveAttribute('aria-current');

    await page.getByRole('link', { name: 'All records of Companies' }).click();
    await expect(page).toHaveURL(/\/inspect-admin\/Company$/);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Boulangerie');
    await expect(page).toHaveURL(/q=Boulangerie/);
    await expect(page.getByRole('list', { name: 'Records' }).getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('sees how many files a user’s browser holds staged and unsent', async ({ page, pageAs }) => {
    // Staged files live in the user's browser; the portal reports how many are unsent, per device.
    await page.goto('/inspect-user-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Tool' })).toBeVisible();
    type Staged = { adminUserStagedUploads: { count: number; devices: number } | null };
    const [finance] = (await graphqlAs<{ users: { id: string }[] }>(page, '{ users(where: { email: { equals: "finance@demo.test" } }) { id } }')).users;
    const staged = async () =>
      (await graphqlAs<Staged>(page, 'query($id: ID!) { adminUserStagedUploads(userId: $id) { count devices } }', { id: finance!.id })).adminUserStagedUploads ?? { count: 0, devices: 0 };
    const before = await staged();

    // finance@ saved German as their language.
    const financePage = await pageAs('finance@demo.test');
    // Each run is another browser: not the device id saved with the signed-in state.
    await financePage.addInitScript(() => localStorage.removeItem('portal.device'));
    await financePage.goto('/accounting');
    const drop = financePage.getByLabel('Rechnungen, Belege und Auszüge oder einen ganzen Ordner hier ablegen, oder klicken, um Dateien auszuwählen');
    await expect(drop).toBeEnabled({ timeout: 20_000 });
    await drop.setInputFiles([{ name: 'staged-receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from(makePdf(['staged receipt'])) }]);
    await expect(financePage.getByRole('table', { name: 'Vorbereitete Buchhaltungsdateien' }).getByText('staged-receipt.pdf')).toBeVisible();
    const after = { count: before.count + 1, devices: before.devices + 1 };
    await expect.poll(staged).toEqual(after);

    await page.goto(`/inspect-user-id/${finance!.id}`);
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    await expect(page.getByRole('region', { name: 'Staged uploads' })).toContainText(
      `${plural(after.count, 'file')} staged and not sent · reported by ${plural(after.devices, 'device')}`,
    );
  });

  test('open-manager goes to the portal’s manager without MANAGER_URL; the developer demos do not exist in this build', async ({ page }) => {
    await page.goto('/open-manager');
    await expect(page).toHaveURL(/\/manager$/);
    await page.goto('/dev/colors');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

// Issue #44: the inspection tools showed stored field names ('profileData'), flag names, codes
// ('auditEvents.export') and JSON. Here in German, the admin's browser language (admin@ saved none).
test.describe('the inspection tools in the admin’s language', () => {
  test.use({ user: 'admin@demo.test', locale: 'de-DE' });

  /** What only a stored name looks like: camelCase, dotted codes (not an e-mail address), or JSON. */
  const storedNames = /(?<![\p{L}\p{N}])[a-z]+[A-Z][\p{L}\p{N}]*|(?<![\p{L}\p{N}@.])[a-z]+\.[a-z][A-Za-z]*(?![\p{L}\p{N}@.])|\{"/u;
  /** The page as read: innerText keeps a space or line between cells (textContent runs them together). */
  const saysNoStoredNames = (page: import('@playwright/test').Page) => expect(page.getByRole('main')).not.toContainText(storedNames, { useInnerText: true });

  test('a user, their employee record and an audit event in words, not stored names, codes or JSON', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/inspect-user-id');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin-Werkzeug' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Benutzer suchen' }).fill('employee@');
    await page.getByRole('link', { name: /employee@demo\.test/ }).click();
    await expect(page.getByRole('list', { name: 'Rollenberechtigungen' })).toContainText('Darf sich anmelden: Sich im Portal anmelden');
    await expectNoAxeViolations(page);

    // The employee record: every field by its name in German, values in words.
    await page.getByRole('region', { name: 'Mitarbeiterdatensätze' }).getByRole('link', { name: /Thill/ }).click();
    await expect(page).toHaveURL(/\/inspect-admin\/CompanyEmployee\/[\w-]+$/);
    const fields = page.getByRole('table');
    const profile = fields.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Personalprofil', exact: true }) });
    await expect(profile).toContainText('Identität:');
    await expect(profile).toContainText('Geschlecht: Männlich');
    await expect(profile).toContainText('Geburtsdatum: 12.4.1990');
    await expect(fields.getByRole('row', { name: 'Archiviert Nein', exact: true })).toBeVisible();
    await expect(fields.getByRole('rowheader', { name: 'Über Lohndokumente benachrichtigen', exact: true })).toBeVisible();
    await expect(fields.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Rechte in dieser Firma', exact: true }) })).toContainText('Finanzen: Nein');
    await expect(page.getByText('Firma', { exact: true })).toBeVisible();
    await saysNoStoredNames(page);
    await expectNoAxeViolations(page);

    // An export is an audit event: the log and the event's record say what happened in words.
    await page.goto('/audit-log');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Als CSV exportieren' }).click();
    await download;
    await page.reload();
    const events = page.getByRole('list', { name: 'Audit-Ereignisse' });
    await expect(events.getByRole('listitem').filter({ hasText: 'Audit-Protokoll exportiert · Audit-Ereignisse' }).first()).toBeVisible();
    await expect(events).not.toContainText('auditEvents.export');
    await expectNoAxeViolations(page);

    await page.goto('/inspect-admin/AuditEvent?q=auditEvents.export');
    await page.getByRole('list', { name: 'Datensätze' }).getByRole('link', { name: 'Audit-Protokoll exportiert' }).first().click();
    await expect(page.getByRole('row', { name: 'Aktion Audit-Protokoll exportiert', exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Liste Audit-Ereignisse', exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Details', exact: true })).toBeVisible();
    await saysNoStoredNames(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('HR of a client company', () => {
  test.use({ user: 'hr@demo.test' });

  test('is refused the admin tools with the spec’s messages and lands on the dashboard', async ({ page }) => {
    for (const [path, message] of [
      ['/impersonate', 'You do not have permission to impersonate users'],
      ['/inspect-user-id', 'You do not have permission to use the user inspection tool'],
      ['/inspect-admin/User', 'You do not have permission to use the user inspection tool'],
      ['/audit-log', 'You do not have permission to read the audit log'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
      const notice = page.getByRole('alert').filter({ hasText: message });
      await expect(notice).toBeVisible();
      await notice.getByRole('button').click();
      await expect(notice).toBeHidden();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
