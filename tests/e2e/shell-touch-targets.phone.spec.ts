import type { Locator, Page } from '@playwright/test';
import { makePdf } from '../../server/src/db/seed/pdf';
import { expect, expectNoSidewaysScroll, graphqlAs, openNavigation, test } from './support';
import { phoneLayoutProblems } from './support/thumb-layout';
import { uploadWaitingDocument } from './support/waiting-document';

// Phones only (the desktop project ignores *.phone.spec.ts), on the two sizes of issue #44 and in
// German, the language of the longest words: every screen, the open navigation drawer and the four
// upload screens with files staged, as the users who see them; the lists (salaries, the review
// inbox, salary control, the audit log, the manager's lists) with records in them. On each: every
// control at least 44 px each way, nothing that scrolls sideways (the page or a table inside it),
// no text cut short (support/thumb-layout.ts). One test per user and size visits all their screens, so the suite pays
// for a handful of sign-ins, not one per screen; soft checks name every screen that fails at once.

test.use({ locale: 'de-DE' });

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(makePdf([name])) });
// The drop areas of the four upload kinds ("… hier ablegen oder klicken …", the accounting one with a comma).
const DROP_AREA = /hier ablegen,? oder klicken/;

/** Opens `path`, waits for its heading and what it loads, and checks it as a thumb would use it. */
async function checkScreen(page: Page, path: string, prepare?: () => Promise<void>): Promise<void> {
  if (path) await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await prepare?.();
  const where = `${path || page.url()}`;
  expect.soft(await phoneLayoutProblems(page), where).toEqual([]);
  await expectNoSidewaysScroll(page).catch((error: Error) => expect.soft(error.message, where).toBe(''));
}

/** Stages PDFs in the page's upload area, by default two that match nothing: the staged table at its widest. */
async function stageFiles(page: Page, label: string, extra: string[] = []): Promise<void> {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const names = [...extra, `${label}-a-${run}.pdf`, `${label}-b-${run}.pdf`];
  await page.getByLabel(DROP_AREA).first().setInputFiles(names.map(pdf));
  await expect(page.getByRole('row').filter({ hasText: names[1]! })).toBeVisible({ timeout: 20_000 });
}

async function checkDrawer(page: Page, where: string): Promise<void> {
  await openNavigation(page);
  expect.soft(await phoneLayoutProblems(page), `${where}, navigation open`).toEqual([]);
  await page.getByRole('banner').getByRole('button', { name: 'Navigation schließen' }).click();
}

async function anEmployeeCodeOf1001(page: Page): Promise<string> {
  type Employees = { companyEmployees: { code: string | null }[] };
  const query = '{ companyEmployees(where: { company: { code: { equals: "1001" } }, isArchived: { equals: false } }) { code } }';
  return (await graphqlAs<Employees>(page, query)).companyEmployees.find((e) => e.code?.trim())?.code ?? '';
}

/** Selects 1001 and its employee 12 (the demo employee, with salaries: 1002 has a 12 too), as the selection bar remembers them; answers the employee's id. */
async function selectEmployee(page: Page): Promise<string> {
  type Employees = { companyEmployees: { id: string; company: { id: string } }[] };
  const [employee] = (await graphqlAs<Employees>(page, '{ companyEmployees(where: { code: { equals: "12" }, company: { code: { equals: "1001" } } }) { id company { id } } }')).companyEmployees;
  await page.evaluate(({ companyId, employeeId }) => localStorage.setItem('portal.selection', JSON.stringify({ companyId, remembered: { [companyId]: employeeId } })), { companyId: employee!.company.id, employeeId: employee!.id });
  return employee!.id;
}

/** A salary control of 1001 with documents still waiting for the company's review (the demo's open month). */
async function aWaitingSalaryControl(page: Page): Promise<string> {
  type Workflows = { hrSalaryWorkflows: { id: string }[] };
  const query = '{ hrSalaryWorkflows(where: { company: { code: { equals: "1001" } }, status: { in: [open, in_review] } }, take: 1) { id } }';
  return (await graphqlAs<Workflows>(page, query)).hrSalaryWorkflows[0]?.id ?? '';
}

/** The screen's list shows records: `first` is visible (a list checked empty would prove nothing). */
const withData = (first: Locator) => () => expect(first.first()).toBeVisible({ timeout: 20_000 });

/** A salary list (/hr/salaries, an employee's salaries) with documents: their "View" buttons. */
const salaryDocuments = (page: Page) => page.getByRole('region', { name: 'Gehaltsdokumente' }).getByRole('button', { name: / ansehen$/ });

for (const viewport of SIZES) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test.describe('the fiduciary’s admin', () => {
      test.use({ user: 'admin@demo.test' });

      test('every screen, with files staged in the upload areas and records in the lists, fits a thumb', async ({ page, pageAs }) => {
        test.setTimeout(300_000);
        // Nobody selected yet: the hint says where the pickers are on a phone (in the menu), not
        // "at the top of the page" (issue #44).
        await page.goto('/hr/salaries');
        await expect(page.getByRole('status').filter({ hasText: 'Kein Mitarbeiter ausgewählt' })).toContainText('Öffnen Sie das Menü mit der Schaltfläche oben links', { timeout: 20_000 });
        const employeeId = await selectEmployee(page);
        await checkScreen(page, '/dashboard');
        await checkDrawer(page, '/dashboard');
        for (const path of ['/hr', '/hr/profile', '/hr/messages', '/taxation', '/impersonate', '/inspect-user-id', '/my-profile', '/notifications']) {
          await checkScreen(page, path);
        }
        // The lists, each with records in it: an employee's own addresses (salaries, documents, messages),
        // the review inbox with a document waiting, a salary control's documents, the audit log.
        await checkScreen(page, `/hr/employees/${employeeId}/salaries`, withData(salaryDocuments(page)));
        await checkScreen(page, `/hr/employees/${employeeId}/documents`);
        await checkScreen(page, `/hr/employees/${employeeId}/messages`);
        const employee = await pageAs('employee@demo.test');
        await employee.goto('/dashboard');
        const waiting = `wartet-${Date.now().toString(36)}.pdf`;
        await uploadWaitingDocument(employee, waiting);
        await checkScreen(page, '/documents-review?sort=newest', withData(page.getByRole('button', { name: `${waiting} ansehen` })));
        await checkScreen(page, `/salary-control/${await aWaitingSalaryControl(page)}`, withData(page.getByRole('main').getByRole('region')));
        await checkScreen(page, '/audit-log', withData(page.getByRole('main').getByRole('listitem')));
        for (const path of ['/manager/companies', '/manager/employees', '/manager/users', '/manager/document-types']) {
          await checkScreen(page, path, async () => {
            // Each record is a card with every column of the list, not the two a phone's width once left
            // (the header is row 0; the first cell is the record's checkbox).
            const cells = page.getByRole('main').getByRole('row').nth(1).getByRole('cell');
            await expect(cells.first()).toBeVisible({ timeout: 20_000 });
            expect.soft(await cells.count(), `${path}: the columns on a record's card`).toBeGreaterThan(3);
            for (const cell of await cells.all()) await expect.soft(cell, path).toBeVisible();
          });
          // The record's link: the first column's button of the first row.
          await page.getByRole('main').getByRole('row').nth(1).getByRole('button').first().click();
          await checkScreen(page, '');
        }
        await checkScreen(page, '/hr/salaries', async () => {
          // One slip of a far month for an employee of 1001: every other active employee of the
          // company is listed as getting none, a list folded behind its summary (never sent).
          await stageFiles(page, 'lohn', [`Sal_1001_${await anEmployeeCodeOf1001(page)}_042151.pdf`]);
          const month = page.getByRole('region', { name: /^1001 .*, 04\.2151$/ });
          await expect(month).toContainText('bekämen keine Lohnabrechnung');
          await expect(month.getByRole('list', { name: 'Ohne Lohnabrechnung' })).toBeHidden();
          await month.getByText('Namen anzeigen').tap();
          await expect(month.getByRole('list', { name: 'Ohne Lohnabrechnung' })).toBeVisible();
        });
        await checkScreen(page, '/salary-control', () => stageFiles(page, 'kontrolle'));
        await checkScreen(page, '/accounting', () => stageFiles(page, 'beleg'));
        await checkScreen(page, '/hr/documents', () => stageFiles(page, 'dokument'));
      });
    });

    test.describe('an employee', () => {
      test.use({ user: 'employee@demo.test' });

      test('the profile with changes, the documents with a file staged, the salaries and messages fit a thumb', async ({ page }) => {
        test.setTimeout(120_000);
        await checkScreen(page, '/hr/profile', async () => {
          // Three changes: the toolbar says "3 Änderungen speichern" and each change has its own undo.
          await page.getByRole('textbox', { name: 'Berufsbezeichnung' }).fill('Zimmermannsmeister');
          await page.getByRole('textbox', { name: 'Ort' }).first().fill('Diekirch');
          await page.getByRole('textbox', { name: 'Postleitzahl' }).first().fill('4001');
          await expect(page.getByRole('toolbar', { name: 'Profilaktionen' }).getByRole('button', { name: /3 Änderungen/ })).toBeVisible();
        });
        await checkDrawer(page, '/hr/profile');
        await checkScreen(page, '/hr/documents', () => stageFiles(page, 'zeugnis'));
        await checkScreen(page, '/hr/salaries', withData(salaryDocuments(page)));
        await checkScreen(page, '/hr/messages');
        await checkScreen(page, '/notifications');
      });
    });

    test.describe('the company’s HR manager, reviewer of its salary controls', () => {
      test.use({ user: 'hr@demo.test' });

      test('the employees, an employee’s salaries and a salary control waiting for review fit a thumb', async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto('/dashboard');
        const employeeId = await selectEmployee(page);
        await checkScreen(page, '/hr', withData(page.getByRole('region', { name: 'Mitarbeiter', exact: true }).getByRole('button')));
        await checkScreen(page, `/hr/employees/${employeeId}/salaries`, withData(salaryDocuments(page)));
        await checkScreen(page, '/salary-control', withData(page.getByRole('main').getByRole('listitem')));
        // The review form under each waiting document's preview: feedback, approve, reject.
        await checkScreen(page, `/salary-control/${await aWaitingSalaryControl(page)}`, withData(page.getByRole('button', { name: /genehmigen$/ })));
      });
    });
  });
}
