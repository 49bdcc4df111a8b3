import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';
import { uploadWaitingDocument } from './support/waiting-document';

// Documents read inside the app (issue #44 item 3), on a phone in German: the employee reads a
// two-page payslip in the viewer, reads it again offline after a reload, and signing out leaves no
// copy on the device; a reviewer approves from the viewer and lands on the next document.

test.use({ locale: 'de-DE' });

const KEPT_DOCUMENTS_DATABASE = 'portal-offline-documents';

async function databasesOf(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ''));
}

test.describe('the employee', () => {
  // The offline reload is served by the service worker (blocked by default in playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('reads a payslip in the viewer, again offline after a reload, and nothing of it stays after sign-out', async ({ page, context, signIn }) => {
    await signIn('employee@demo.test');
    await page.goto('/hr/salaries');
    await expect(page.getByRole('heading', { level: 1, name: 'Gehälter' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const documents = page.getByRole('region', { name: 'Gehaltsdokumente' });
    const open = documents.getByRole('button', { name: /^Sal_.*\.pdf ansehen$/ }).first();
    const name = ((await open.getAttribute('aria-label')) ?? '').replace(/ ansehen$/, '');

    await open.click();
    const viewer = page.getByRole('dialog', { name });
    await expect(viewer.getByText('2 Seiten')).toBeVisible();
    const firstPage = viewer.getByRole('img', { name: 'Seite 1 von 2' });
    await expect(firstPage).toHaveAttribute('data-rendered', 'true');
    await expect(viewer.getByRole('img', { name: 'Seite 2 von 2' })).toHaveAttribute('data-rendered', 'true');
    // The page's text is there for screen readers too.
    await expect(viewer.getByText(/Salary slip .* details/)).toBeAttached();
    const fitted = (await firstPage.boundingBox())?.width ?? 0;

    // Zoom by the keyboard (+, then 0 fits the width again) and by the buttons.
    await viewer.getByRole('region', { name: `Seiten von ${name}` }).focus();
    await page.keyboard.press('+');
    await expect(viewer.getByText('125 %')).toBeVisible();
    await expect.poll(async () => (await firstPage.boundingBox())?.width ?? 0).toBeCloseTo(fitted * 1.25, 0);
    await page.keyboard.press('0');
    await expect(viewer.getByText('100 %')).toBeVisible();
    await viewer.getByRole('button', { name: 'Vergrößern' }).click();
    await viewer.getByRole('button', { name: 'Vergrößern' }).click();
    await expect(viewer.getByText('150 %')).toBeVisible();
    await expect(viewer.getByText('Bis zur Abmeldung auf diesem Gerät gespeichert, auch offline lesbar.')).toBeVisible();
    await expectNoAxeViolations(page);
    await viewer.getByRole('button', { name: 'Schließen' }).click();
    await expect(viewer).toBeHidden();

    // Offline, after a reload: the list comes from the saved cache, the payslip from the device.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.query-cache') ?? '')).toContain(name);
    await context.setOffline(true);
    await page.reload();
    await documents.getByRole('button', { name: `${name} ansehen` }).click();
    await expect(viewer.getByText('2 Seiten')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'Seite 1 von 2' })).toHaveAttribute('data-rendered', 'true');
    await viewer.getByRole('button', { name: 'Schließen' }).click();
    await context.setOffline(false);

    expect(await databasesOf(page)).toContain(KEPT_DOCUMENTS_DATABASE);
    await page.getByRole('banner').getByRole('link', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/signin$/, { timeout: 20_000 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    expect(await databasesOf(page)).not.toContain(KEPT_DOCUMENTS_DATABASE);
  });
});

test('a reviewer approves from the viewer and lands on the next document', async ({ pageAs }) => {
  const employee = await pageAs('employee@demo.test');
  await employee.goto('/dashboard');
  const run = Math.random().toString(36).slice(2, 8);
  const older = `zeugnis-${run}.pdf`;
  const newer = `diplom-${run}.pdf`;
  await uploadWaitingDocument(employee, older);
  await uploadWaitingDocument(employee, newer);

  const admin = await pageAs('admin@demo.test');
  await admin.goto('/documents-review?sort=newest');
  await expect(admin.getByRole('heading', { level: 1, name: 'Dokumentenprüfung' })).toBeVisible({ timeout: 20_000 });
  await admin.getByRole('button', { name: `${newer} ansehen` }).click();
  const viewer = admin.getByRole('dialog', { name: newer });
  await expect(viewer.getByRole('img', { name: 'Seite 1 von 1' })).toHaveAttribute('data-rendered', 'true');
  await expectNoAxeViolations(admin);

  await viewer.getByRole('button', { name: `${newer} genehmigen` }).click();
  const next = admin.getByRole('dialog', { name: older });
  await expect(next.getByRole('img', { name: 'Seite 1 von 1' })).toHaveAttribute('data-rendered', 'true');
  await expect(next.getByRole('button', { name: `${older} genehmigen` })).toBeVisible();
  type Waiting = { hrDocuments: { attachment: { filename: string } | null }[] };
  const waiting = await graphqlAs<Waiting>(admin, '{ hrDocuments(where: { needsReview: { equals: true } }) { attachment { filename } } }');
  expect(waiting.hrDocuments.map((d) => d.attachment?.filename)).not.toContain(newer);
  expect(waiting.hrDocuments.map((d) => d.attachment?.filename)).toContain(older);
});
