import type { Page } from '@playwright/test';
import { makePdf } from '../../server/src/db/seed/pdf';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';

// Push notifications and the notification centre (issue #44 item 4), on a phone in German. No push
// service is involved: Chromium's real service worker receives the message through the DevTools
// protocol (ServiceWorker.deliverPushMessage), as a push service would hand it over after
// decryption; the API's side (web-push, encryption, VAPID) is tested with a local push endpoint in
// server/src/push/push-delivery.test.ts.

test.use({ locale: 'de-DE', user: 'employee@demo.test', serviceWorkers: 'allow' });

/** payroll@ uploads a payslip for `employeeId` as the portal sends it (multipart). */
async function uploadPayslip(payroll: Page, employeeId: string, date: string): Promise<void> {
  const bytes = [...makePdf([`Push payslip ${date}`])];
  const outcome = await payroll.evaluate(
    async ({ employeeId, date, bytes }) => {
      const token = (JSON.parse(localStorage.getItem('portal.session') ?? '{}') as { accessToken?: string }).accessToken ?? '';
      const form = new FormData();
      const data = { date, type: 'slip', employee: { connect: { id: employeeId } }, attachment: { upload: null }, uploadKey: crypto.randomUUID() };
      form.append('operations', JSON.stringify({ query: 'mutation ($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id } }', variables: { data } }));
      form.append('map', JSON.stringify({ 0: ['variables.data.attachment.upload'] }));
      form.append('0', new File([new Uint8Array(bytes)], 'lohn.pdf', { type: 'application/pdf' }));
      const response = await fetch('/api/graphql', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
      const answer = (await response.json()) as { errors?: unknown[] };
      return answer.errors ? JSON.stringify(answer.errors) : 'created';
    },
    { employeeId, date, bytes },
  );
  expect(outcome).toBe('created');
}

const unreadOf = async (page: Page) => (await graphqlAs<{ myUnreadNotificationsCount: number }>(page, '{ myUnreadNotificationsCount }')).myUnreadNotificationsCount;

/** Hands `data` to the page's service worker as a push message, through the DevTools protocol. */
async function deliverPush(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).origin === new URL(page.url()).origin);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: await registration, data });
}

test('a new payslip: listed unread in the centre, shown by the service worker as a push, then marked read', async ({ page, pageAs, unusedYear, context }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/dashboard');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const employeeId = (await graphqlAs<{ me: { employees: { id: string }[] } }>(page, '{ me { employees { id } } }')).me.employees[0]!.id;
  const before = await unreadOf(page);

  const payroll = await pageAs('payroll@demo.test');
  await payroll.goto('/dashboard');
  const year = unusedYear();
  // Two payslips: one to mark read by itself, one left for "mark all".
  await uploadPayslip(payroll, employeeId, `${year}-03-01`);
  await uploadPayslip(payroll, employeeId, `${year}-04-01`);
  // The notification job runs on the server's queue: wait for its outcome, the employee's new items.
  await expect.poll(() => unreadOf(page), { timeout: 30_000 }).toBe(before + 2);
  const [newest] = (await graphqlAs<{ myNotifications: { path: string; kind: string }[] }>(page, '{ myNotifications(take: 1) { path kind } }')).myNotifications;
  expect(newest?.kind).toBe('salary.slip');

  // What the API sends for it (push-delivery.test.ts decrypts the same), handed to the real worker.
  const payload = { v: 1, kind: 'salary.slip', title: 'Neue Gehaltsabrechnung', body: `${before + 2} ungelesene Benachrichtigungen im Portal`, path: newest!.path, unread: before + 2, tag: `e2e-${year}`, language: 'de' };
  await deliverPush(page, JSON.stringify(payload));
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }))), { timeout: 15_000 })
    .toContainEqual({ title: 'Neue Gehaltsabrechnung', body: payload.body, tag: payload.tag });
  // The worker tells the open page: the header's count follows without a reload.
  const bell = page.getByRole('banner').getByRole('link', { name: `Benachrichtigungen, ${before + 2} ungelesen` });
  await expect(bell).toBeVisible();

  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
  const text = `Eine neue Gehaltsabrechnung für 03.${year} ist für Luc Thill verfügbar.`;
  const item = page.getByRole('listitem').filter({ hasText: text });
  const other = page.getByRole('listitem').filter({ hasText: `Eine neue Gehaltsabrechnung für 04.${year} ist für Luc Thill verfügbar.` });
  await expect(item.getByText('Neu', { exact: true })).toBeVisible();
  await expect(other.getByText('Neu', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await item.getByRole('button', { name: `Als gelesen markieren: ${text}` }).click();
  await expect(item.getByText('Neu', { exact: true })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: `Benachrichtigungen, ${before + 1} ungelesen` })).toBeVisible();
  await page.getByRole('button', { name: 'Alle als gelesen markieren' }).click();
  await expect(other.getByText('Neu', { exact: true })).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Benachrichtigungen', exact: true })).toBeVisible();
  expect(await unreadOf(page)).toBe(0);

  await item.getByRole('link', { name: `Öffnen: ${text}` }).click();
  await expect(page).toHaveURL(new URL(newest!.path, page.url()).href);
});
