import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { makePdf } from '../../server/src/db/seed/pdf';
import { readZipEntries } from '../../server/src/testing/zip-entries';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';

// Issue 12: the accounting screen against the real server, as a client's finance staff use it, and
// what the fiduciary's accountant sees of it.

test.use({ locale: 'en-US', user: 'finance@demo.test' });

type Payload = { name: string; mimeType: string; buffer: Buffer };
const DROP_LABEL = 'Drop invoices, receipts and statements here, or a whole folder, or click to choose files';
const pdf = (name: string): Payload => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(makePdf([name])) });
// Only the leading bytes decide the type (the server sniffs them); the rest makes each file's content unique.
const jpeg = (name: string): Payload => ({ name, mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(name)]) });
const png = (name: string): Payload => ({ name, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(name)]) });
const mm = (n: number) => String(n).padStart(2, '0');

/** 25 files as clients send them: scanner, bank and phone names, all dated in `year` by their names. */
function mixedFiles(year: number): Payload[] {
  return Array.from({ length: 25 }, (_, i) => {
    const month = (i % 12) + 1;
    const day = (i % 27) + 1;
    switch (i % 5) {
      case 0: return pdf(`Facture_${year}-${mm(month)}-${mm(day)}_n${i}.pdf`);
      case 1: return jpeg(`IMG_${year}${mm(month)}${mm(day)}_1015${mm(i)}.jpg`);
      case 2: return pdf(`Releve ${mm(day)}.${mm(month)}.${year} ${i}.pdf`);
      case 3: return png(`ticket-${mm(day)}-${mm(month)}-${year}-${i}.png`);
      default: return pdf(`Extrait_BCEE_${year}-${mm(month)}_${i}.pdf`);
    }
  });
}

async function openAccounting(page: Page) {
  await page.goto('/accounting');
  await expect(page.getByLabel(DROP_LABEL)).toBeEnabled({ timeout: 20_000 });
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const setLanguage = (page: Page, language: string) => graphqlAs(page, 'mutation($l: String!) { updateMyProfileLanguage(language: $l) { status } }', { l: language });

test.describe('finance@ in English', () => {
  // finance@demo.test saved German on their profile (other specs rely on it): this journey reads the
  // screen in English and gives the German back afterwards, whatever happened. Only here: in the
  // Portuguese journey below it gave the accountant German, and a later sign-in spoke German.
  test.afterEach(async ({ page }) => {
    if (!page.isClosed() && page.url().startsWith('http')) await setLanguage(page, 'de');
  });

  test('stages 25 mixed files, bulk-sets type and tag, survives a reload, sends through a failing network, filters by year and downloads three as one ZIP; the accountant sees them as new', async ({ page, pageAs, unusedYear }) => {
    test.setTimeout(240_000);
    const year = unusedYear();
    const tag = `E2E ${year}`;
    const accountant = await pageAs('accountant@demo.test');
    await accountant.goto('/dashboard');
    const { companies } = await graphqlAs<{ companies: { id: string; code: string }[] }>(accountant, '{ companies { id code } }');
    const atelier = companies.find((c) => c.code === '1001')!.id;
    // The accountant looks at 1001 now, so "since you last looked" is exactly what this test sends.
    await graphqlAs(accountant, 'mutation($c: ID!) { markAccountingDocumentsSeen(company: $c) }', { c: atelier });

    await page.goto('/dashboard');
    await setLanguage(page, 'en');
    await openAccounting(page);
    const files = mixedFiles(year);
    await page.getByLabel(DROP_LABEL).setInputFiles([...files, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') }]);
    await expect(page.getByRole('alert', { name: 'Not accepted: only PDF, JPEG, PNG or XML e-invoice files' })).toContainText('notes.txt');
    const table = page.getByRole('table', { name: 'Staged accounting files' });
    await expect(table.getByRole('row')).toHaveCount(26, { timeout: 30_000 });
    // The dates come from the names; type and tag are still empty, and the batch says so per file.
    await expect(table.getByRole('textbox', { name: `Date of ${files[2]!.name}` })).toHaveValue(`${year}-03-03`);
    const blockers = page.getByRole('alert', { name: 'Fill in the empty fields of these files to continue.' });
    await expect(blockers).toContainText(`${files[0]!.name}: Type, Tag`);
    await expect(page.getByRole('button', { name: 'Send 25 files' })).toBeDisabled();

    await table.getByRole('checkbox', { name: 'Select all staged files' }).check();
    const bulk = page.getByRole('region', { name: 'Edit selected files' });
    await expect(bulk).toContainText('Set for the 25 selected files');
    await choose(page, bulk, 'Type', 'Receipt');
    await bulk.getByRole('combobox', { name: 'Tag', exact: true }).fill(tag);
    await bulk.getByRole('combobox', { name: 'Tag', exact: true }).press('Tab');
    await bulk.getByRole('button', { name: 'Apply to selected files' }).click();
    await expect(blockers).toBeHidden({ timeout: 20_000 });

    await page.reload();
    await expect(table.getByRole('combobox', { name: `Type of ${files[24]!.name}` })).toHaveValue('Receipt', { timeout: 20_000 });
    await expect(table.getByRole('combobox', { name: `Tag of ${files[13]!.name}` })).toHaveValue(tag);
    await expectNoAxeViolations(page);

    // The network failing is outside our control, so it is simulated: 30% of upload requests either
    // never reach the server or reach it and lose their answer.
    await page.route('**/api/graphql', async (route) => {
      const multipart = (route.request().headers()['content-type'] ?? '').startsWith('multipart/');
      if (!multipart || Math.random() >= 0.3) return route.continue();
      if (Math.random() < 0.5) return route.abort('failed');
      await route.fetch();
      return route.abort('failed');
    });
    await page.getByRole('button', { name: 'Send 25 files' }).click();
    await expect(page.getByText(/^25 of 25 files sent/)).toBeVisible({ timeout: 150_000 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await choose(page, page.getByRole('main'), 'Year', String(year));
    await expect(page).toHaveURL(new RegExp(`year=${year}`));
    await expect(page.getByText('25 documents', { exact: true })).toBeVisible();
    const list = page.getByRole('table', { name: 'Accounting documents' });
    // The first three listed (the network decided which arrived last, so which are on the first page).
    const chosen = (await list.getByRole('link').allTextContents()).slice(0, 3);
    expect(chosen).toHaveLength(3);
    for (const name of chosen) await list.getByRole('checkbox', { name: `Select ${name}` }).check();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download 3 selected as ZIP' }).click();
    const zip = await readFile((await (await download).path())!);
    const entries = await readZipEntries(zip);
    expect(entries.map((e) => e.name).sort()).toEqual([...chosen].sort());
    for (const entry of entries) expect(entry.bytes.equals(files.find((f) => f.name === entry.name)!.buffer), entry.name).toBe(true);

    await accountant.goto('/dashboard');
    await expect(accountant.getByRole('listitem', { name: /^1001 Atelier Moselle.*: 25 new documents$/ })).toBeVisible();
  });
});

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-PT', user: 'accountant@demo.test' });

  test('o contabilista vê os identificadores e envia um documento fiscal que aparece no ano certo', async ({ page, unusedYear }) => {
    test.setTimeout(120_000);
    const year = unusedYear();
    const name = `Declaracao_IVA_${year}-06-30.pdf`;
    await page.goto('/taxation');
    await expect(page.getByRole('heading', { level: 1, name: 'Fiscalidade' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('table', { name: 'Identificadores' })).toContainText('Número de IVA');
    await page.getByLabel('Largue aqui faturas, recibos e extratos, ou uma pasta inteira, ou clique para escolher ficheiros').setInputFiles([pdf(name)]);
    const table = page.getByRole('table', { name: 'Ficheiros contabilísticos preparados' });
    await expect(table.getByRole('combobox', { name: `Tipo de ${name}` })).toHaveValue('Documento fiscal', { timeout: 20_000 });
    await table.getByRole('combobox', { name: `Etiqueta de ${name}` }).fill(`IVA ${year}`);
    await table.getByRole('combobox', { name: `Etiqueta de ${name}` }).press('Tab');
    await page.getByRole('button', { name: 'Enviar 1 ficheiro' }).click();
    await expect(page.getByText(/^1 de 1 ficheiro enviado/)).toBeVisible({ timeout: 60_000 });
    await choose(page, page.getByRole('main'), 'Ano', String(year));
    await expect(page.getByRole('table', { name: 'Documentos contabilísticos' })).toContainText(name);
    await expectNoAxeViolations(page);
  });
});
