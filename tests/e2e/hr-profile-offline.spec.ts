import { expect, graphqlAs, test } from './support';

// The employee on a phone, in German (the browser's language: employee@ saved none): lands on their
// profile, edits while offline, reloads, comes back online and saves.

test.use({ locale: 'de-DE', user: 'employee@demo.test' });
// The offline reload is served by the service worker (blocked by default in playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('an edit made offline survives a reload and is saved once online', async ({ page, context }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/hr\/employees\/[\w-]+\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Personalprofil' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  // The saved query cache must hold the profile before going offline (written at most once a second).
  await page.waitForFunction(() => (window.localStorage.getItem('portal.query-cache') ?? '').includes('"hr-profile"'));

  const street = `Offline-Straße ${Math.random().toString(36).slice(2, 8)}`;
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Straße und Hausnummer' }).fill(street);
  const unsaved = page.getByRole('region', { name: 'Ungespeicherte Änderungen' });
  await expect(unsaved).toContainText(street);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Personalprofil' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Straße und Hausnummer' })).toHaveValue(street);
  await expect(unsaved).toContainText(street);

  await context.setOffline(false);
  await page.getByRole('button', { name: '1 Änderung speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profil gespeichert' })).toBeVisible();
  await expect(unsaved).toContainText('Keine. Alle Werte unten sind gespeichert.');

  const { me } = await graphqlAs<{ me: { employees: { profileData: { contact: { street: string } } }[] } }>(page, '{ me { employees { profileData } } }');
  expect(me.employees.map((e) => e.profileData.contact.street)).toContain(street);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Straße und Hausnummer' })).toHaveValue(street);
  await expect(unsaved).toContainText('Keine. Alle Werte unten sind gespeichert.');
});

test('the profile opens offline when the connection drops right after it was loaded', async ({ page, context }) => {
  await page.goto('/my-profile');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.goto('/hr/profile');
  const street = page.getByRole('textbox', { name: 'Straße und Hausnummer' });
  await expect(street).not.toHaveValue('');
  const seen = await street.inputValue();

  // No waiting for a save: whatever was on screen must be there after an offline reload.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Personalprofil' })).toBeVisible();
  await expect(street).toHaveValue(seen);
});
