import { readFile } from 'node:fs/promises';
import { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { parsePushPayload } from '../../../src/domain/push-payload';
import { pushSubscriptions, users } from '../db/schema';
import type { MailMessage } from '../mail/mailer';
import { createNotificationQueue, type NotificationQueue } from '../notifications/queue';
import { dataAs, demoIds, errorCodesAs, impersonationToken } from '../testing/access-matrix-support';
import { FAST_NOTIFICATIONS, uploadSlip } from '../testing/notification-support';
import { readVapid, startPushEndpoint, type PushEndpoint, type TestDevice } from '../testing/push-endpoint';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createPushSender } from './push-sender';
import { serverVapidKeys } from './vapid-keys';

// The API sends real Web Push requests (web-push: VAPID, aes128gcm) to a push endpoint of the
// test's own on 127.0.0.1, over HTTPS from a private CA; the test decrypts them as the browser
// would. Nothing reaches an outside push service.

let app: TestApp;
let endpoint: PushEndpoint;
let workers: NotificationQueue;
const wait = { timeout: 30_000, interval: 200 };
const SUBSCRIBE = 'mutation($s: PushSubscriptionInput!) { subscribePush(subscription: $s) }';

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  app = await createTestApp({ pushEndpointHosts: ['127.0.0.1'] });
  const { services } = app;
  const mails: MailMessage[] = [];
  // This file's workers: the services' own push sender would not trust the endpoint's private CA.
  const push = createPushSender({ keys: serverVapidKeys(services.config), subject: services.config.vapid.subject, agent: new Agent({ ca: await readFile(endpoint.ca.caFile, 'utf8') }) });
  workers = createNotificationQueue({ db: services.db, sql: services.database.queueSql, mailer: { send: async (m) => void mails.push(m) }, log: services.log, publicUrl: services.config.publicUrl, push, ...FAST_NOTIFICATIONS });
  await workers.startWorkers();
});

afterAll(async () => {
  await workers?.stop({ graceful: true });
  await app?.close();
  await endpoint?.close();
});

function messagesTo(device: TestDevice) {
  const path = new URL(device.subscription.endpoint).pathname;
  return endpoint.received.filter((r) => r.path === path);
}

it("a new payslip reaches the employee's device encrypted, signed with the server's VAPID key, in German, naming no one", async () => {
  const employeeId = (await demoIds(app)).employee['1001/12']!;
  await app.services.db.update(users).set({ language: 'de' }).where(eq(users.email, 'employee@demo.test'));
  const phone = endpoint.device('phone');
  await dataAs(app, 'employee', SUBSCRIBE, { s: phone.subscription });

  await uploadSlip(app, employeeId, '2025-10-01');
  await vi.waitFor(() => expect(messagesTo(phone)).toHaveLength(1), wait);

  const [message] = messagesTo(phone);
  expect(message!.headers['content-encoding']).toBe('aes128gcm');
  expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
  const { key, claims } = readVapid(message!.headers.authorization);
  const { pushPublicKey } = await dataAs<{ pushPublicKey: string }>(app, 'employee', '{ pushPublicKey }');
  expect(key).toBe(pushPublicKey);
  expect(claims.aud).toBe(new URL(phone.subscription.endpoint).origin);

  const text = phone.decrypt(message!.body);
  const payload = parsePushPayload(text);
  const { myNotifications } = await dataAs<{ myNotifications: { kind: string; path: string }[] }>(app, 'employee', '{ myNotifications { kind path } }');
  expect(payload).toMatchObject({ kind: 'salary.slip', title: 'Neue Gehaltsabrechnung', body: '1 ungelesene Benachrichtigung im Portal', unread: 1, language: 'de', path: myNotifications[0]!.path });
  expect(myNotifications[0]!.kind).toBe('salary.slip');
  // The lock screen shows it to whoever holds the phone: no name, address or period.
  for (const personal of ['Luc', 'Thill', 'employee@demo.test', '10.2025']) expect(text).not.toContain(personal);
}, 60_000);

it('a device the push service answers 404 or 410 for loses its subscription; the others still receive', async () => {
  const employeeId = (await demoIds(app)).employee['1001/12']!;
  const phone = endpoint.device('second-phone');
  const lost = endpoint.device('lost', 404);
  const expired = endpoint.device('expired', 410);
  for (const device of [phone, lost, expired]) await dataAs(app, 'employee', SUBSCRIBE, { s: device.subscription });
  const endpointsOfEmployee = async () => {
    const [user] = await app.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@demo.test'));
    return (await app.services.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user!.id))).map((r) => r.endpoint);
  };
  const [kept, ...dropped] = [phone, lost, expired].map((device) => device.subscription.endpoint);
  expect(await endpointsOfEmployee()).toEqual(expect.arrayContaining([kept, ...dropped]));

  await uploadSlip(app, employeeId, '2025-11-01');
  await vi.waitFor(async () => {
    const left = await endpointsOfEmployee();
    expect(left).toContain(kept);
    for (const gone of dropped) expect(left).not.toContain(gone);
  }, wait);
  expect(messagesTo(lost)).toHaveLength(1);
  expect(messagesTo(expired)).toHaveLength(1);
  await vi.waitFor(() => expect(messagesTo(phone)).toHaveLength(1), wait);
  expect(parsePushPayload(phone.decrypt(messagesTo(phone)[0]!.body))).toMatchObject({ unread: 2, body: '2 ungelesene Benachrichtigungen im Portal' });
}, 60_000);

it('a subscription to an address that is no known push service is refused and nothing is stored; unsubscribing forgets the device', async () => {
  const stranger = { ...endpoint.device('stranger').subscription, endpoint: 'https://intranet.example/hook' };
  expect(await errorCodesAs(app, 'employee', SUBSCRIBE, { s: stranger })).toEqual(['BAD_USER_INPUT']);
  expect(await app.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, stranger.endpoint))).toHaveLength(0);

  const tablet = endpoint.device('tablet');
  await dataAs(app, 'employee', SUBSCRIBE, { s: tablet.subscription });
  // Another user cannot remove it: the endpoint is not theirs.
  expect(await dataAs(app, 'hr', 'mutation($e: String!) { unsubscribePush(endpoint: $e) }', { e: tablet.subscription.endpoint })).toEqual({ unsubscribePush: false });
  expect(await dataAs(app, 'employee', 'mutation($e: String!) { unsubscribePush(endpoint: $e) }', { e: tablet.subscription.endpoint })).toEqual({ unsubscribePush: true });
  expect(await app.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, tablet.subscription.endpoint))).toHaveLength(0);
});

it('an administrator acting as the employee may neither turn push on for a device nor off for theirs; nothing is stored or forgotten', async () => {
  const own = endpoint.device('own-laptop');
  await dataAs(app, 'employee', SUBSCRIBE, { s: own.subscription });
  const foreign = endpoint.device('admin-laptop');
  const token = await impersonationToken(app, 'employee');
  for (const [query, variables] of [
    [SUBSCRIBE, { s: foreign.subscription }],
    ['mutation($e: String!) { unsubscribePush(endpoint: $e) }', { e: own.subscription.endpoint }],
  ] as const) {
    const res = await app.gql(query, variables, token);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', blockedAction: 'notifications' });
  }
  const stored = async (device: TestDevice) => app.services.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.subscription.endpoint));
  expect(await stored(foreign)).toHaveLength(0);
  expect(await stored(own)).toEqual([{ userId: (await demoIds(app)).user.employee }]);
});
