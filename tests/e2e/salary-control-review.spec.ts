import type { Page } from '@playwright/test';
import { makePdf } from '../../server/src/db/seed/pdf';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';

// Issue 11: the salary-control review loop against the real server, in both projects (desktop and
// phone): payroll@ sends a month of three documents, hr@ (reviewer at 1001) approves and rejects with
// feedback, payroll@ sends a correction over a flaky connection, hr@ approves it, and the month is
// released.

test.use({ locale: 'en-US', user: 'payroll@demo.test' });

const DROP_LABEL = 'Drop salary-control PDFs here or click to choose files';
const pdf = (name: string, body = name) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(makePdf([body])) });

/** Mantine's FileInput is a button that opens the file chooser. */
async function chooseFiles(page: Page, label: string, files: ReturnType<typeof pdf>[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: label }).click();
  await (await chooser).setFiles(files);
}

// Exact: the thread is named by its file; the preview's pages inside it are 'Pages of <file>'.
const thread = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('payroll sends, the company reviews, a correction over a flaky connection is approved, and the month is released', async ({ page, pageAs, unusedYear }) => {
  // Two people, five screens, four axe runs and a retried upload: about a minute on an idle machine,
  // several when the two cores are shared with other runs.
  test.setTimeout(300_000);
  const year = unusedYear();
  const journal = `1001_01${year}.pdf`;
  const [transfers, contributions, corrected] = [`transfers-${year}.pdf`, `contributions-${year}.pdf`, `transfers-${year}-corrected.pdf`];

  // payroll@ opens the month with its first document, through the batch upload.
  await page.goto('/salary-control');
  await expect(page.getByLabel(DROP_LABEL)).toBeEnabled({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.getByLabel(DROP_LABEL).setInputFiles([pdf(journal)]);
  await page.getByRole('button', { name: 'Send 1 file' }).click();
  await expect(page.getByRole('status', { name: 'Upload finished' })).toContainText('1 file sent, 0 failed.', { timeout: 30_000 });
  await page.getByRole('link', { name: `01.${year} · 1001 Atelier Moselle S.à r.l.` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Salary control 01.${year}` })).toBeVisible();
  const detailUrl = page.url();

  // …and adds the two other documents of the month on its page.
  await chooseFiles(page, 'Further PDF documents', [pdf(transfers), pdf(contributions)]);
  await page.getByRole('button', { name: 'Add documents' }).click();
  await expect(thread(page, contributions)).toBeVisible({ timeout: 30_000 });
  await expect(thread(page, transfers)).toBeVisible();
  await expectNoAxeViolations(page);

  // hr@ approves the journal and rejects the transfers with feedback.
  const hr = await pageAs('hr@demo.test');
  await hr.goto(detailUrl);
  await expect(thread(hr, journal)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(hr);
  await thread(hr, journal).getByRole('button', { name: `Approve ${journal}` }).click();
  await expect(thread(hr, journal).getByRole('article', { name: 'Review by Hélène Muller' })).toContainText('Approved');
  // …and is taken on to the next document waiting (issue #44): its section, name and preview, has the focus, in view.
  const waiting = await hr.getByRole('region').evaluateAll((sections, names) => sections.map((s) => s.getAttribute('aria-label') ?? '').filter((n) => names.includes(n)), [transfers, contributions]);
  await expect(thread(hr, waiting[0]!)).toBeFocused();
  await expect(thread(hr, waiting[0]!)).toBeInViewport();
  // A rejection needs feedback: the form says so and nothing is sent.
  await thread(hr, transfers).getByRole('button', { name: `Reject ${transfers}` }).click();
  await expect(thread(hr, transfers).getByText('Feedback is required to reject a document')).toBeVisible();
  await thread(hr, transfers).getByLabel(`Feedback on ${transfers}`).fill('The transfer for Élodie Faber is missing.');
  await thread(hr, transfers).getByRole('button', { name: `Reject ${transfers}` }).click();
  await expect(thread(hr, transfers).getByRole('article', { name: 'Review by Hélène Muller' })).toContainText('The transfer for Élodie Faber is missing.');
  await thread(hr, contributions).getByRole('button', { name: `Approve ${contributions}` }).click();
  await expect(hr.getByText('Changes requested', { exact: true }).first()).toBeVisible();

  // payroll@ sends the correction over a connection that drops the first two attempts. This
  // simulates the network: the requests are aborted in the browser before they reach the server.
  let dropped = 0;
  await page.route('**/api/graphql', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    if (body.includes('CreateHrSalaryWorkflowDocumentUpload') && dropped < 2) {
      dropped += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  await page.reload();
  await expect(thread(page, transfers).getByText('The transfer for Élodie Faber is missing.')).toBeVisible({ timeout: 20_000 });
  await chooseFiles(page, `Corrected PDF for ${transfers} (optional)`, [pdf(corrected)]);
  await thread(page, transfers).getByLabel(`Reply to the feedback on ${transfers}`).fill('Transfer added.');
  await thread(page, transfers).getByRole('button', { name: 'Send correction' }).click();
  await expect(thread(page, transfers).getByRole('article', { name: 'Version 2' })).toContainText('Transfer added.', { timeout: 60_000 });
  expect(dropped).toBe(2);
  await page.unroute('**/api/graphql');

  // hr@ approves the correction: every document is approved, the month is released.
  await hr.reload();
  await expect(thread(hr, transfers).getByRole('article', { name: 'Version 2' })).toBeVisible({ timeout: 20_000 });
  await thread(hr, transfers).getByRole('button', { name: `Approve ${transfers}` }).click();
  await expect(hr.getByRole('alert').filter({ hasText: 'Every document approved. Released by Hélène Muller' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Every document approved. Released by Hélène Muller')).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page);
});

test('a reviewer of 1001 finds nothing of another company, and a failed review keeps the typed feedback', async ({ page, pageAs, unusedYear }) => {
  // Two signed-in people and three screens: more than the default minute on a loaded machine.
  test.setTimeout(120_000);
  const year = unusedYear();
  // payroll@ (this page) opens a 1002 month and a 1001 month through the API.
  await page.goto('/salary-control');
  await expect(page.getByRole('heading', { name: 'Salary controls' })).toBeVisible({ timeout: 20_000 });
  const ids = await graphqlAsPage(page);
  const create = 'mutation($data: HrSalaryWorkflowCreateInput!) { createHrSalaryWorkflow(data: $data) { id documents { id } } }';
  const doc = { documents: { create: [{ feedbackFg: 'Please check the bonuses.' }] } };
  const of1002 = await ids.call<{ createHrSalaryWorkflow: { id: string } }>(create, { data: { company: { connect: { id: ids.company['1002'] } }, date: `${year}-02-01`, ...doc } });
  const of1001 = await ids.call<{ createHrSalaryWorkflow: { id: string } }>(create, { data: { company: { connect: { id: ids.company['1001'] } }, date: `${year}-02-01`, ...doc } });

  const hr = await pageAs('hr@demo.test');
  await hr.goto(`/salary-control/${of1002.createHrSalaryWorkflow.id}`);
  await expect(hr.getByText('No salary control documents found')).toBeVisible({ timeout: 20_000 });
  // The way back to the list is not announced as the current page.
  await expect(hr.getByRole('link', { name: 'All salary controls' })).not.toHaveAttribute('aria-current');

  // The review request fails on its way (the network is simulated to drop it): the message, and the feedback stays.
  await hr.goto(`/salary-control/${of1001.createHrSalaryWorkflow.id}`);
  const name = 'Document 1';
  await expect(thread(hr, name)).toBeVisible({ timeout: 20_000 });
  await hr.route('**/api/graphql', (route) => (route.request().postData()?.includes('ReviewSalaryControlDocument') ? route.abort('connectionreset') : route.continue()));
  await thread(hr, name).getByLabel(`Feedback on ${name}`).fill('Bonus of March missing');
  await thread(hr, name).getByRole('button', { name: `Reject ${name}` }).click();
  await expect(hr.getByRole('alert').filter({ hasText: 'Error during review submission' })).toBeVisible();
  await expect(thread(hr, name).getByLabel(`Feedback on ${name}`)).toHaveValue('Bonus of March missing');
});

/** payroll@'s API calls from the page (the bearer token the portal keeps), with the demo companies' ids. */
async function graphqlAsPage(page: Page) {
  const { companies } = await graphqlAs<{ companies: { id: string; code: string }[] }>(page, '{ companies { id code } }');
  return {
    company: Object.fromEntries(companies.map((c) => [c.code, c.id])) as Record<string, string>,
    call: <T>(query: string, variables: Record<string, unknown>) => graphqlAs<T>(page, query, variables),
  };
}
