import type { Page, Request } from '@playwright/test';
import { makePdf } from '../../server/src/db/seed/pdf';
import { expect, graphqlAs, signInWithProvider, test } from './support';

// Issue 4, item 7: the salary batch upload against the real server, as payroll staff use it.

test.use({ locale: 'en-US' });

// Payroll staff stage and send the batches; the sign-out test signs in afresh, as signing out ends
// the session it used.
test.use({ user: 'payroll@demo.test' });
const DROP_LABEL = 'Drop salary PDFs here or click to choose files';
type Payload = { name: string; mimeType: string; buffer: Buffer };

const pdf = (name: string): Payload => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(makePdf([name])) });
const mm = (month: number) => String(month).padStart(2, '0');
/** Slips named by the spec §5 rule for employees 1…count of company 1001 (none hidden or archived). */
const slips = (year: number, months: number[], count: number) =>
  months.flatMap((month) => Array.from({ length: count }, (_, i) => pdf(`Sal_1001_${i + 1}_${mm(month)}${year}.pdf`)));

async function openSalaries(page: Page) {
  await page.goto('/hr/salaries');
  await expect(page.getByLabel(DROP_LABEL)).toBeEnabled({ timeout: 20_000 });
}

async function drop(page: Page, files: Payload[]) {
  await page.getByLabel(DROP_LABEL).setInputFiles(files);
}

/** Counts salary documents dated in `year` through the API, with the signed-in user's token. */
async function countSalaries(page: Page, year: number): Promise<{ count: number; distinct: number }> {
  type Rows = { hrSalaries: { date: string; type: string; employee: { id: string } }[] };
  const query = `query { hrSalaries(where: { date: { gte: "${year}-01-01", lt: "${year + 1}-01-01" } }) { date type employee { id } } }`;
  const rows = (await graphqlAs<Rows>(page, query)).hrSalaries;
  return { count: rows.length, distinct: new Set(rows.map((r) => `${r.employee.id}|${r.type}|${r.date}`)).size };
}

/** The employee select of an unmatched file (its listbox carries the same label, hence the input). */
const employeeField = (page: Page, fileName: string) => page.locator(`input[aria-label="Employee of ${fileName}"]`);

const sentLine = (page: Page, sent: number, total: number) => page.getByText(new RegExp(`^${sent} of ${total} ${total === 1 ? "file" : "files"} sent`));

test('stages 60 files: matched ones locked, unmatched editable, duplicates flagged, a non-PDF refused; a reload keeps it all', async ({ page }) => {
  test.setTimeout(120_000);
  // Nothing is sent here, so the year may be the same on every run.
  await openSalaries(page);
  const unmatched = ['scan-0001.pdf', 'scan-0002.pdf', 'Sal_1001_999_012019.pdf', 'Sal_1001_1_132019.pdf', 'Payslip_1001_1_012019.pdf', 'Sal_9999_1_012019.pdf'];
  const duplicates = ['Sal_1001_1_12019.pdf', 'Sal_1001_2_12019.pdf', 'Sal_1001_3_12019.pdf'];
  const notPdf: Payload = { name: 'Sal_1001_4_032019.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') };
  await drop(page, [...unmatched.map(pdf), ...slips(2019, [1, 2], 25), ...duplicates.map(pdf), notPdf]);

  // Refused files are reported once the whole drop is staged (60 files hashed and stored on a phone).
  await expect(page.getByText('59 files staged: 53 matched, 6 to complete by hand.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert', { name: 'Not a PDF file' })).toContainText('Sal_1001_4_032019.pdf');
  const duplicateAlert = page.getByRole('alert', { name: 'Duplicates found. Please confirm or remove individual files to continue.' });
  for (const name of [...duplicates, 'Sal_1001_1_012019.pdf']) await expect(duplicateAlert).toContainText(name);
  const blockers = page.getByRole('alert', { name: 'Fill in the empty fields of these files to continue.' });
  for (const name of unmatched) await expect(blockers).toContainText(name);
  await expect(page.getByRole('button', { name: 'Send 59 files' })).toBeDisabled();

  const table = page.getByRole('table', { name: 'Staged salary files' });
  const lockedRow = table.getByRole('row').filter({ hasText: 'Sal_1001_5_012019.pdf' });
  await expect(lockedRow.getByText('Matched')).toBeVisible();
  await expect(lockedRow.locator('input')).toHaveCount(0);
  const scanRow = table.getByRole('row').filter({ hasText: 'scan-0001.pdf' });
  await expect(scanRow.getByText('Unmatched')).toBeVisible();
  await employeeField(page, 'scan-0001.pdf').click();
  await page.getByRole('option', { name: /\(1001\/20\)$/ }).click();
  await expect(employeeField(page, 'scan-0001.pdf')).toHaveValue(/\(1001\/20\)$/);

  await page.reload();
  await expect(page.getByText('59 files staged: 53 matched, 6 to complete by hand.')).toBeVisible({ timeout: 20_000 });
  await expect(employeeField(page, 'scan-0001.pdf')).toHaveValue(/\(1001\/20\)$/);
  await expect(page.getByRole('alert', { name: 'Fill in the empty fields of these files to continue.' })).not.toContainText('scan-0001.pdf');
  await expect(duplicateAlert).toContainText('Sal_1001_2_12019.pdf');
});

test('offline, sending waits for the network and nothing leaves; back online, every file arrives once', async ({ page, context, unusedYear }) => {
  test.setTimeout(120_000);
  const year = unusedYear();
  await openSalaries(page);
  await drop(page, slips(year, [3], 10));
  await expect(page.getByRole('button', { name: 'Send 10 files' })).toBeEnabled({ timeout: 20_000 });
  // Upload requests made, those that failed, and the files their answers created (small files
  // share a request: one create each).
  const isUpload = (request: Request) => request.url().endsWith('/api/graphql') && (request.headers()['content-type'] ?? '').startsWith('multipart/');
  let uploads = 0;
  let failedUploads = 0;
  let filesCreated = 0;
  page.on('request', (request) => {
    if (isUpload(request)) uploads += 1;
  });
  page.on('requestfailed', (request) => {
    if (isUpload(request)) failedUploads += 1;
  });
  page.on('response', async (response) => {
    if (!isUpload(response.request())) return;
    const answer = (await response.json().catch(() => null)) as { data?: Record<string, { id?: string } | null> } | null;
    filesCreated += Object.values(answer?.data ?? {}).filter((item) => typeof item?.id === 'string').length;
  });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send 10 files' }).click();
  await expect(page.getByText('Waiting for the network. The files will be sent as soon as the connection is back.')).toBeVisible();
  expect(uploads).toBe(0);
  await context.setOffline(false);
  await expect(sentLine(page, 10, 10)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('status', { name: 'Upload finished' })).toContainText('10 files sent, 0 failed.');
  expect(await countSalaries(page, year)).toEqual({ count: 10, distinct: 10 });
  // Each file sent once in all: an attempt made while offline would have failed (Chromium reports
  // requests that fail for want of a network), and a file sent twice would be answered twice.
  await expect.poll(() => filesCreated).toBe(10);
  expect(failedUploads).toBe(0);
  expect(uploads).toBeLessThanOrEqual(10);
});

test('with 30% of uploads failing and a reload while sending, every file exists exactly once on the server', async ({ page, unusedYear }) => {
  test.setTimeout(180_000);
  const year = unusedYear();
  // The network failing is outside our control: some requests never reach the server, others
  // reach it and lose their answer. Both happen at random, to 30% of upload requests. The first
  // three go through, and the later ones wait for the reload: the reload then always comes while
  // files are being sent (small files share a request, and 30 of them could all be sent before the
  // screen showed a count in between).
  let through = 0;
  let reloaded: () => void = () => {};
  const reload = new Promise<void>((resolve) => (reloaded = resolve));
  await page.route('**/api/graphql', async (route) => {
    const multipart = (route.request().headers()['content-type'] ?? '').startsWith('multipart/');
    if (!multipart) return route.continue();
    if (through < 3) {
      through += 1;
      return route.continue();
    }
    await reload;
    // Held across the reload, a request of the page before it may be gone: nothing to answer then.
    const gone = () => undefined;
    if (Math.random() >= 0.3) return route.continue().catch(gone);
    if (Math.random() < 0.5) return route.abort('failed').catch(gone);
    await route.fetch().catch(gone);
    return route.abort('failed').catch(gone);
  });
  await openSalaries(page);
  await drop(page, slips(year, [1, 2], 15));
  await expect(page.getByRole('button', { name: 'Send 30 files' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Send 30 files' }).click();
  await expect(page.getByText(/^([3-9]|[12]\d) of 30 files sent/)).toBeVisible({ timeout: 60_000 });
  await page.reload();
  reloaded();
  await expect(sentLine(page, 30, 30)).toBeVisible({ timeout: 120_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect(await countSalaries(page, year)).toEqual({ count: 30, distinct: 30 });
});

test('a slip uploaded by payroll shows up for its employee, newest first and downloadable', async ({ page, pageAs, unusedYear }) => {
  test.setTimeout(120_000);
  // Newer than every slip the employee has, so it must come first.
  const name = `Sal_1001_12_01${unusedYear({ future: true })}.pdf`;
  await openSalaries(page);
  await drop(page, [pdf(name)]);
  await page.getByRole('button', { name: 'Send 1 file' }).click();
  await expect(sentLine(page, 1, 1)).toBeVisible({ timeout: 30_000 });

  const employee = await pageAs('employee@demo.test');
  await employee.goto('/hr/salaries');
  const rows = employee.getByRole('region', { name: 'Salary documents' }).getByRole('listitem');
  await expect(rows.first()).toContainText(name);
  const download = employee.waitForEvent('download');
  await employee.getByRole('link', { name: `Download ${name}` }).click();
  expect((await download).suggestedFilename()).toBe(name);
});

test.describe('with a session of its own', () => {
  test.use({ user: undefined });

  test('signing out with unsent files asks first, and keeps them for the next sign-in', async ({ page }) => {
    await signInWithProvider(page, 'payroll@demo.test');
    await openSalaries(page);
    await drop(page, slips(2016, [5], 2));
    await expect(page.getByText('2 files staged: 2 matched, 0 to complete by hand.')).toBeVisible({ timeout: 20_000 });
    await page.goto('/logout');
    const prompt = page.getByRole('alertdialog', { name: 'Unsent files' });
    await expect(prompt).toContainText('2 staged files have not been sent yet.');
    await prompt.getByRole('button', { name: 'Keep them and sign out' }).click();
    await expect(page).toHaveURL(/\/signin/);
    await signInWithProvider(page, 'payroll@demo.test');
    await openSalaries(page);
    await expect(page.getByText('2 files staged: 2 matched, 0 to complete by hand.')).toBeVisible({ timeout: 20_000 });
  });
});
