import { expect, expectNoAxeViolations, test } from './support';

test.use({ locale: 'en-US' });

test.describe('my profile', () => {
  test.use({ user: 'multi@demo.test' });

  test('shows the account, the employee records per company with rights in plain words, and this session', async ({ page }) => {
    await page.goto('/my-profile');
    // multi@ saved Portuguese.
    await expect(page.getByRole('heading', { level: 1, name: 'O meu perfil' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Conta', exact: true })).toContainText('multi@demo.test');
    const records = page.getByRole('region', { name: 'Fichas de colaborador e direitos' });
    await expect(records).toContainText('Atelier Moselle');
    await expect(records).toContainText('Boulangerie Kirchberg');
    await expect(records).toContainText('Gerir os colaboradores da empresa e os seus perfis de RH');
    await expect(page.getByRole('region', { name: 'Sessões ativas' }).getByText('Este dispositivo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('sign out everywhere ends this session and the one on another device', async ({ page, signIn, pageAs, workerServer }) => {
  const email = 'accountant@demo.test';
  // The other device: signed in before this browser is.
  const otherPage = await pageAs(email);
  await signIn(email);
  // Every session of the user ends, the shared signed-in state of later tests included.
  workerServer.users.forget(email);
  await page.goto('/my-profile');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  // This browser's session and the other device's.
  await expect.poll(() => sessions.getByText(/Signed in on/).count()).toBeGreaterThanOrEqual(2);
  await sessions.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/signin$/);

  await otherPage.goto('/my-profile');
  await expect(otherPage).toHaveURL(/\/signin/);
});
