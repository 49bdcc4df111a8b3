import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { makePdf } from '../../server/src/db/seed/pdf';
import { slipPages, type CorpusEmployee } from '../../src/domain/payroll-split-corpus';
import { expect, expectNoAxeViolations, test } from './support';
import { payrollPdf } from './support/payroll-pdf';

// Issue 45: "a PDF with no text layer (a scan) or with a password says so in the user's language
// and offers the manual path", and a ZIP's encrypted entries or 10,000 entries are refused with a
// clear message, nothing else lost. In German here: the messages, and the area above for the
// payslips one by one, still there to use.

test.use({ locale: 'de-DE', user: 'payroll@demo.test' });

const MARIE: CorpusEmployee = { id: '1', companyId: '1001', code: '1', firstName: 'Marie', lastName: 'Schmit' };
const payroll = () => payrollPdf(slipPages(MARIE, { language: 'de', year: 2025, month: 11, companyName: 'Atelier Moselle S.à r.l.', form: 0, pageCount: 2, withCode: true, withMatricule: false, namedMonth: true }, () => 0.5));

/**
 * A payroll PDF that opens only with a password, as a payroll program exports it on request:
 * written by pdf-lib, then encrypted by qpdf (Debian's, installed by scripts/ensure-test-tools.mjs)
 * with AES-256 and the user password "geheim" (pdf-lib cannot encrypt).
 */
async function passwordProtected(path: (name: string) => string): Promise<Buffer> {
  await writeFile(path('plain.pdf'), await payroll());
  execFileSync('qpdf', ['--encrypt', 'geheim', 'eigentuemer', '256', '--', path('plain.pdf'), path('locked.pdf')]);
  const bytes = await readFile(path('locked.pdf'));
  // Really encrypted: qpdf itself cannot open it without the password.
  expect(() => execFileSync('qpdf', ['--check', path('locked.pdf')], { stdio: 'pipe' })).toThrow(/password/i);
  return bytes;
}

/**
 * A scanned payroll: each page a picture of a payslip and no text layer. The pictures are the
 * pages of the generated payroll drawn by poppler's pdftoppm (Debian's, as for the accounting
 * reader's OCR), put into a new PDF by pdf-lib, one image per A4 page, as a scanner writes them.
 */
async function scanned(path: (name: string) => string): Promise<Buffer> {
  await writeFile(path('typed.pdf'), await payroll());
  execFileSync('pdftoppm', ['-png', '-r', '50', path('typed.pdf'), path('scan')]);
  const doc = await PDFDocument.create();
  for (const picture of ['scan-1.png', 'scan-2.png']) {
    const image = await doc.embedPng(await readFile(path(picture)));
    doc.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await doc.save());
}

async function openSalaries(page: import('@playwright/test').Page) {
  await page.goto('/hr/salaries');
  const dropPayroll = page.getByLabel('Legen Sie hier ein PDF mit allen Lohnabrechnungen eines Unternehmens oder ein ZIP mit Lohnabrechnungen ab');
  await expect(dropPayroll).toBeEnabled({ timeout: 20_000 });
  return dropPayroll;
}

/** The manual path the message points to: the area above, for the payslips one by one, ready to take files. */
async function expectManualPath(page: import('@playwright/test').Page) {
  await expect(page.getByLabel('Gehalts-PDFs hier ablegen oder klicken, um Dateien auszuwählen')).toBeEnabled();
}

test('a payroll PDF with a password is not split: said so in German, with the way to send the payslips one by one', async ({ page }, testInfo) => {
  const dropPayroll = await openSalaries(page);
  await dropPayroll.setInputFiles({ name: 'Lohn November.pdf', mimeType: 'application/pdf', buffer: await passwordProtected((name) => testInfo.outputPath(name)) });
  const refusal = page.getByRole('alert', { name: 'Lohn November.pdf wurde nicht aufgeteilt' });
  await expect(refusal).toContainText('Dieses PDF ist passwortgeschützt, seine Seiten können nicht gelesen werden. Exportieren Sie es erneut ohne Passwort oder legen Sie die Lohnabrechnungen einzeln im Bereich oben ab.', { timeout: 30_000 });
  await expectManualPath(page);
  await expect(page.getByRole('region', { name: 'Übersicht der Aufteilung' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Closed, the payroll area takes the next file.
  await refusal.getByRole('button', { name: 'Schließen' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(dropPayroll).toBeEnabled();
});

test('a scanned payroll (pictures of pages, no text) is not split: said so in German, with the way to send the payslips one by one', async ({ page }, testInfo) => {
  const dropPayroll = await openSalaries(page);
  await dropPayroll.setInputFiles({ name: 'Scan Lohn.pdf', mimeType: 'application/pdf', buffer: await scanned((name) => testInfo.outputPath(name)) });
  const refusal = page.getByRole('alert', { name: 'Scan Lohn.pdf wurde nicht aufgeteilt' });
  await expect(refusal).toContainText('Dieses PDF enthält keinen lesbaren Text: Es scheint ein Scan zu sein. Legen Sie die Lohnabrechnungen einzeln im Bereich oben ab und wählen Sie jeden Mitarbeiter von Hand.', { timeout: 30_000 });
  await expectManualPath(page);
});

test('a ZIP whose entries are encrypted (by Info-ZIP\'s zip -P): those refused by name in German, the others staged', async ({ page }, testInfo) => {
  const path = (name: string) => testInfo.outputPath(name);
  await writeFile(path('Sal_1001_1_112025.pdf'), makePdf(['Marie Schmit']));
  await writeFile(path('Sal_1001_2_112025.pdf'), makePdf(['Hélène Muller']));
  await writeFile(path('Sal_1001_3_112025.pdf'), makePdf(['Frank Wagner']));
  // Two entries encrypted with a password, then one added without.
  execFileSync('zip', ['-q', '-P', 'geheim', path('Lohn.zip'), 'Sal_1001_1_112025.pdf', 'Sal_1001_2_112025.pdf'], { cwd: path('.') });
  execFileSync('zip', ['-q', path('Lohn.zip'), 'Sal_1001_3_112025.pdf'], { cwd: path('.') });
  const dropPayroll = await openSalaries(page);
  await dropPayroll.setInputFiles({ name: 'Lohn.zip', mimeType: 'application/zip', buffer: await readFile(path('Lohn.zip')) });
  await expect(page.getByText('1 PDF aus Lohn.zip unten vorbereitet.')).toBeVisible({ timeout: 30_000 });
  const refused = page.getByRole('alert', { name: 'Nicht vorbereitete Dateien aus Lohn.zip' });
  await expect(refused.getByRole('listitem')).toHaveText([
    'Sal_1001_1_112025.pdf: verschlüsselt: Exportieren Sie das Archiv ohne Passwort',
    'Sal_1001_2_112025.pdf: verschlüsselt: Exportieren Sie das Archiv ohne Passwort',
  ]);
  await expect(page.getByRole('row').filter({ hasText: 'Sal_1001_3_112025.pdf' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sal_1001_1_112025.pdf' })).toHaveCount(0);
});

test('a ZIP of 10,000 entries is refused as a whole in German, the area ready for the next file', async ({ page }) => {
  const entries = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`Lohn/Sal_1001_${i}_112025.pdf`, makePdf([String(i)])]));
  const dropPayroll = await openSalaries(page);
  await dropPayroll.setInputFiles({ name: 'Zehntausend.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(entries)) });
  await expect(page.getByRole('alert', { name: 'Zehntausend.zip wurde nicht geöffnet' })).toHaveText(/Zehntausend\.zip enthält mehr als 1\.000 Dateien: Senden Sie es in kleineren Archiven\./, { timeout: 30_000 });
  await expect(page.getByRole('row').filter({ hasText: 'Sal_1001_' })).toHaveCount(0);
  await expect(dropPayroll).toBeEnabled();
});
