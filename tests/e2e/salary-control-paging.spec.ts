import { expect, expectNoAxeViolations, graphqlAs, test } from './support';

// Issue 11, in French: the workflow list pages 15 at a time, newest first. "Charger plus" appends
// the next 15 and the address says so (a reload shows the same 30); page 3 of a company's 40
// workflows is a link that still opens page 3 after a reload. Runs on desktop and phone.

test.use({ locale: 'fr-FR', user: 'payroll@demo.test' });

test('40 contrôles de salaire : des pages de 15, « Charger plus » et la page 3 se rouvrent après un rechargement', async ({ page, unusedYear }) => {
  test.setTimeout(180_000);
  await page.goto('/salary-control');
  await expect(page.getByRole('heading', { name: 'Contrôles de salaire' })).toBeVisible({ timeout: 20_000 });
  const { companies } = await graphqlAs<{ companies: { id: string; code: string }[] }>(page, '{ companies { id code } }');
  const company = companies.find((c) => c.code === '1003')!.id;

  // 40 months of 1003 through the API, ten at a time.
  const years = [unusedYear(), unusedYear(), unusedYear(), unusedYear()];
  for (const year of years) {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        graphqlAs(page, 'mutation($data: HrSalaryWorkflowCreateInput!) { createHrSalaryWorkflow(data: $data) { id } }', {
          data: { company: { connect: { id: company } }, date: `${year}-${String(i + 1).padStart(2, '0')}-01` },
        }),
      ),
    );
  }
  // What each page must show, newest first, as another client reads it (earlier repetitions on
  // this server add older workflows of 1003 after ours).
  const monthsAt = async (skip: number, take: number) =>
    (
      await graphqlAs<{ hrSalaryWorkflows: { date: string }[] }>(
        page,
        'query($company: ID!, $skip: Int!, $take: Int!) { hrSalaryWorkflows(where: { company: { id: { equals: $company } } }, orderBy: [{ createdAt: desc }], skip: $skip, take: $take) { date } }',
        { company, skip, take },
      )
    ).hrSalaryWorkflows.map((w) => `${w.date.slice(5, 7)}.${w.date.slice(0, 4)}`);
  const [newest] = await monthsAt(0, 1);
  const [firstOfPage2] = await monthsAt(15, 1);
  const [lastOfPage2] = await monthsAt(29, 1);
  const page3 = await monthsAt(30, 15);
  const link = (month: string | undefined) => page.getByRole('link', { name: `${month} · 1003 Cloud Ardennes SARL` });

  await page.goto(`/salary-control?company=${company}`);
  const list = page.getByRole('list', { name: 'Contrôles de salaire' });
  await expect(list.getByRole('listitem')).toHaveCount(15, { timeout: 20_000 });
  await expect(link(newest)).toBeVisible();
  await expect(link(firstOfPage2)).toHaveCount(0);

  // "Charger plus" appends the 16th to the 30th below the first 15, moves the focus to the first
  // new one, and the address says which pages are shown: a reload shows the same 30.
  await page.getByRole('button', { name: 'Charger plus' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(30);
  await expect(link(firstOfPage2)).toBeFocused();
  await expect(link(newest)).toBeVisible();
  await expect(link(lastOfPage2)).toBeVisible();
  await expect(page).toHaveURL(/[?&]from=1(&|$)/);
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(30, { timeout: 20_000 });
  await expect(page.getByText(/^Pages 1–2 sur \d+/)).toBeVisible();
  await expect(link(newest)).toBeVisible();
  await expect(link(lastOfPage2)).toBeVisible();

  // A page number shows that page alone.
  await page.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  await expect(page).not.toHaveURL(/from=/);
  // Page 3 holds the 31st to the 45th newest.
  await expect(list.getByRole('listitem')).toHaveCount(page3.length);
  await expect(link(page3[0])).toBeVisible();
  await expect(link(page3.at(-1))).toBeVisible();
  await expect(link(lastOfPage2)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(link(page3[0])).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Page 3 sur \d+/)).toBeVisible();
});
