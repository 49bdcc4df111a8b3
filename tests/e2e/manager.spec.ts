import { nameInLanguage, type NamedInLanguages } from '../../src/domain/document-type-name';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';

// Issue #14: the manager, in German, as admin@demo.test. Names are unique per run, so repeated runs
// on the same server do not collide.
test.use({ user: 'admin@demo.test', locale: 'de-DE' });

const stamp = () => `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 10)}`;

test('admin creates a company, an HR user with an employee record, sees them reach HR, and disabling them refuses their open session', async ({ page, pageAs }) => {
  test.setTimeout(180_000);
  const run = stamp();
  const email = `hr.${run}@demo.test`;
  const code = String(800000 + (Number(run) % 199999));

  await page.goto('/manager');
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltungsbereich' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A user, by email.
  await page.goto('/manager/users/new');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Benutzer anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  const userUrl = page.url();
  await expectNoAxeViolations(page);

  // A company, with an employee record for that user, with HR rights there.
  await page.goto('/manager/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Firmen' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Neue Firma' }).click();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Testfirma ${run}`);
  await page.getByLabel('USt-IdNr.').fill('LU12345678');
  await page.getByRole('button', { name: 'Firma anlegen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'USt-Nummer' })).toHaveCount(0);
  await expect(page.getByText('LU und 8 Ziffern mit gültigen Prüfziffern.')).toBeVisible();
  await page.getByLabel('USt-IdNr.').fill('');
  await page.getByRole('button', { name: 'Firma anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${code} Testfirma ${run}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Name des neuen Mitarbeiters').fill(`Erika Muster ${run}`);
  await page.getByRole('button', { name: 'Mitarbeiterdatensatz hinzufügen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Erika Muster ${run}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill('1');
  await page.getByRole('combobox', { name: 'Benutzer', exact: true }).fill(email);
  await page.getByRole('option', { name: email }).click();
  await page.getByRole('switch', { name: 'Personalabteilung der Firma' }).check();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('button', { name: `Benutzer: ${email}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The new user signs in elsewhere and reaches HR for their company.
  const hrPage = await pageAs(email);
  await hrPage.goto('/dashboard');
  await expect(hrPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(hrPage.getByRole('link', { name: 'Personaldokumente' }).first()).toBeAttached();

  // Disabled: their open session is refused at its next request.
  await page.goto(userUrl);
  await page.getByRole('switch', { name: 'Darf sich anmelden' }).uncheck();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('switch', { name: 'Darf sich anmelden' })).not.toBeChecked();
  await expect(page.getByText('Der Benutzer wurde gespeichert.')).toBeVisible();
  await hrPage.reload();
  await expect(hrPage).toHaveURL(/\/signin$/, { timeout: 20_000 });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('admin reorders the HR document types with the keyboard controls; the API and the employee\'s HR documents show the new order', async ({ page, pageAs }) => {
  await page.goto('/manager/document-types');
  const table = page.getByRole('table', { name: 'Personaldokumenttypen' });
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);
  const types = async () =>
    (await graphqlAs<{ hrDocumentTypes: (NamedInLanguages & { name: string })[] }>(page, '{ hrDocumentTypes(orderBy: [{ manualOrder: asc }]) { name names { fr en de pt } } }')).hrDocumentTypes;
  const ordered = async () => (await types()).map((t) => t.name);
  const beforeTypes = await types();
  expect(beforeTypes.length).toBeGreaterThanOrEqual(2);
  // The manager's list names a type by its main name; the employee reads it in their language.
  const [first, second] = beforeTypes.map((t) => t.name) as [string, string, ...string[]];
  const [firstInGerman, secondInGerman] = beforeTypes.map((t) => nameInLanguage(t, 'de')) as [string, string, ...string[]];
  await page.getByRole('button', { name: `${first} nach unten verschieben` }).click();
  await expect(page.getByRole('button', { name: `${second} nach oben verschieben` })).toBeDisabled();
  await expect.poll(ordered).toEqual(expect.arrayContaining([second, first]));
  expect((await ordered()).slice(0, 2)).toEqual([second, first]);

  // What an employee notices: their HR documents list the two types' sections, named in German, in the new order.
  const employee = await pageAs('employee@demo.test');
  await employee.goto('/hr/documents');
  await expect(employee.getByRole('heading', { level: 1, name: 'Personaldokumente' })).toBeVisible({ timeout: 20_000 });
  const swapped = new RegExp(`^(${escapeRegExp(firstInGerman)}|${escapeRegExp(secondInGerman)})$`);
  await expect(employee.getByRole('heading', { level: 2 }).filter({ hasText: swapped })).toHaveText([secondInGerman, firstInGerman]);
});
