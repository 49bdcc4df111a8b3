import type { BrowserContext, Page } from '@playwright/test';
import { makePdf } from '../../server/src/db/seed/pdf';
import { expect, expectNoAxeViolations, graphqlAs, test } from './support';

// Push notifications and the notification centre (issue #44 item 4), on a phone in German. No outside
// push service is involved: the worker's server posts to the test's own (HTTPS on 127.0.0.1,
// server/src/testing/push-endpoint.ts; every worker has one, fixtures.ts `pushEndpoint`), the test decrypts what arrives
// as the browser would, and Chromium's real service worker receives it through the DevTools
// protocol (ServiceWorker.deliverPushMessage), as a push service hands a message over after
// decryption. web-push's encryption and VAPID are also checked in server/src/push/push-delivery.test.ts.

test.use({ locale: 'de-DE', user: 'employee@demo.test', serviceWorkers: 'allow' });

type DeviceSubscription = { endpoint: string; p256dh: string; auth: string };

/**
 * The device's push subscription at the test's push service. Chromium subscribes through Google's
 * service, out of reach here, so the browser's PushManager answers the test's subscription (its
 * endpoint, its keys: the test decrypts with them). Everything else is the browser's and the
 * portal's own: the permission, the service worker, the settings switch, the API keeping it.
 */
async function subscribeAtTestService(context: BrowserContext, subscription: DeviceSubscription): Promise<void> {
  await context.addInitScript(({ endpoint, p256dh, auth }) => {
    const bytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const applicationServerKey = key instanceof ArrayBuffer ? key : ArrayBuffer.isView(key) ? new Uint8Array(key.buffer, key.byteOffset, key.byteLength).slice().buffer : null;
      current = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        getKey: (name: PushEncryptionKeyName) => (name === 'p256dh' ? bytes(p256dh) : name === 'auth' ? bytes(auth) : null),
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
}

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

test('push turned on in the settings: the API sends a new payslip to this device, the worker shows it, a click opens the payslip', async ({ page, context, pageAs, unusedYear, pushEndpoint }) => {
  // A year after everything else: the salaries screen opens on it.
  const year = unusedYear({ future: true });
  const device = pushEndpoint.device(`employee-${year}`);
  const devicePath = new URL(device.subscription.endpoint).pathname;
  await subscribeAtTestService(context, device.subscription);
  await context.grantPermissions(['notifications']);

  // The employee turns push on for this phone in the settings.
  await page.goto('/my-profile');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const toggle = page.getByRole('switch', { name: 'Push-Benachrichtigungen auf diesem Gerät' });
  await expect(toggle).toBeEnabled({ timeout: 20_000 });
  await expect(toggle).not.toBeChecked();
  // A click, not check(): the switch shows the device's state once the subscription is made and kept.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Push-Benachrichtigungen konnten auf diesem Gerät nicht geändert werden', { exact: false })).toBeHidden();

  // payroll@ uploads a payslip; the API's push job posts it to this device's push service.
  const employeeId = (await graphqlAs<{ me: { employees: { id: string }[] } }>(page, '{ me { employees { id } } }')).me.employees[0]!.id;
  const payroll = await pageAs('payroll@demo.test');
  await payroll.goto('/dashboard');
  await uploadPayslip(payroll, employeeId, `${year}-05-01`);
  await expect.poll(() => pushEndpoint.received.filter((push) => push.path === devicePath).length, { timeout: 30_000 }).toBe(1);
  const message = device.decrypt(pushEndpoint.received.find((push) => push.path === devicePath)!.body);
  const payload = JSON.parse(message) as { kind: string; title: string; body: string; path: string; tag: string };
  expect(payload).toMatchObject({ kind: 'salary.slip', path: `/hr/employees/${employeeId}/salaries` });
  // Nothing personal on a lock screen: no name, no period.
  expect(message).not.toMatch(/Luc|Thill|05\.\d{4}/);

  // The phone's service worker receives it and shows it.
  await deliverPush(page, message);
  const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })));
  await expect.poll(shown, { timeout: 15_000 }).toContainEqual({ title: payload.title, body: payload.body, tag: payload.tag });

  // A tap on it opens the payslip's address. Headless Chromium has no notification to tap: the test
  // hands the worker the click event for the notification it shows, as the system would.
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async (tag) => {
    // The worker's own types (the e2e project compiles with the DOM's, not the webworker's).
    const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
    const { NotificationEvent } = self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
    const [notification] = await scope.registration.getNotifications({ tag });
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  }, payload.tag);
  await expect(page).toHaveURL(new URL(payload.path, page.url()).href);
  await expect(page.getByRole('region', { name: 'Gehaltsdokumente' })).toContainText(`05.${year}`, { timeout: 20_000 });
  await expect.poll(shown).not.toContainEqual(expect.objectContaining({ tag: payload.tag }));
});
