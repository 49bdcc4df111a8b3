import { writeFile } from 'node:fs/promises';
import { makePdf } from '../../server/src/db/seed/pdf';
import { expect, test } from './support';

// Issue 44, the walk on a German phone: employee@ adds a file without a type and chooses its type in
// the staged list. The type's list used to stay hidden (and the page jumped), so the file could never
// be sent. The same file added twice is "Bereits vorgemerkt", a notice that used to stay after the
// batch was sent. Phones only: desktop was fine, and hr-documents.spec.ts covers the rest.

test.use({ locale: 'de-DE', user: 'employee@demo.test' });

const DROP_LABEL = 'Dokumente hier ablegen oder klicken, um Dateien auszuwählen (PDF, JPEG oder PNG)';

test('a file added without a type gets its type chosen on the phone and can be sent', async ({ page }, testInfo) => {
  const file = `zeugnis-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.pdf`;
  await page.goto('/hr/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Personaldokumente' })).toBeVisible({ timeout: 20_000 });
  // A file on disk, as a phone's gallery has it: chosen twice, it is the same file (its name, size
  // and modification time), which a buffer handed to the input would not be.
  const payload = testInfo.outputPath(file);
  await writeFile(payload, makePdf([file]));
  await page.getByLabel(DROP_LABEL).setInputFiles(payload);
  const typeSelect = page.getByRole('combobox', { name: `Dokumentart von ${file}` });
  await expect(typeSelect).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '1 Datei senden' })).toBeDisabled();

  // A thumb hits it, and tapping it neither scrolls the page away nor leaves its list hidden.
  const box = await typeSelect.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  // Scrolled to it first, as a thumb does: only a jump caused by the tap itself counts.
  await typeSelect.scrollIntoViewIfNeeded();
  const scrolledBefore = await page.evaluate(() => window.scrollY);
  await typeSelect.tap();
  const diploma = page.getByRole('option', { name: /Diploma|Diplom/ });
  await expect(diploma).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledBefore)).toBeLessThan(50);
  await diploma.tap();

  await expect(typeSelect).toHaveValue(/Diploma|Diplom/);
  // Opened again with a type chosen (the list scrolls to it): the page stays where it was.
  const scrolledAgain = await page.evaluate(() => window.scrollY);
  await typeSelect.tap();
  await expect(diploma).toBeVisible();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolledAgain)).toBeLessThan(50);
  await diploma.tap();
  await expect(page.getByRole('button', { name: '1 Datei senden' })).toBeEnabled();

  // Again, from the camera button's input (`capture`): the drop area's input already holds this file,
  // and Chromium sends no change event for the same choice twice.
  await page.locator('input[type=file][capture]').setInputFiles(payload);
  const already = page.getByRole('alert').filter({ hasText: 'Bereits vorgemerkt' });
  await expect(already).toContainText(file);
  await page.getByRole('button', { name: '1 Datei senden' }).tap();
  await expect(page.getByRole('status', { name: 'Hochladen abgeschlossen' })).toContainText('1 Datei gesendet', { timeout: 60_000 });
  await expect(already).toBeHidden();
});
