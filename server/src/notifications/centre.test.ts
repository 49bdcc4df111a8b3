import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notificationItems, users } from '../db/schema';
import { dataAs, errorCodesAs, impersonationToken } from '../testing/access-matrix-support';
import { createTestApp, type TestApp } from '../testing/test-app';

// The notification centre reads the items the notification jobs write (one per event and
// recipient); here they are written directly, as a fan-out would.

let app: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  const db = app.services.db;
  const userId = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const employee = await userId('employee@demo.test');
  const hr = await userId('hr@demo.test');
  const item = (eventKey: string, recipientId: string, createdAt: string) => ({ eventKey, recipientId, kind: 'salary.slip', params: { employeeName: 'Luc Thill', period: '10.2025', path: '/hr/salaries' }, createdAt: new Date(createdAt) });
  const rows = await db
    .insert(notificationItems)
    .values([item('a', employee, '2025-10-01T08:00:00Z'), item('b', employee, '2025-11-01T08:00:00Z'), item('c', employee, '2025-12-01T08:00:00Z'), item('a', hr, '2025-10-01T08:00:00Z')])
    .returning();
  for (const row of rows) ids[`${row.recipientId === hr ? 'hr' : 'employee'}:${row.eventKey}`] = row.id;
});

afterAll(() => app?.close());

const LIST = '{ myNotifications { id kind path period employeeName readAt } myUnreadNotificationsCount }';
type List = { myNotifications: { id: string; readAt: string | null }[]; myUnreadNotificationsCount: number };

it('lists only the caller\'s notifications, newest first; marking one, then all, read lowers the unread count; another user\'s stay unread', async () => {
  const before = await dataAs<List>(app, 'employee', LIST);
  expect(before.myNotifications.map((n) => n.id)).toEqual([ids['employee:c'], ids['employee:b'], ids['employee:a']]);
  expect(before.myNotifications[0]).toMatchObject({ path: '/hr/salaries', period: '10.2025', employeeName: 'Luc Thill', readAt: null });
  expect(before.myUnreadNotificationsCount).toBe(3);

  // The HR user's item in the same call is ignored: only the caller's own are marked.
  expect(await dataAs(app, 'employee', 'mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }', { ids: [ids['employee:b'], ids['hr:a']] })).toEqual({ markNotificationsRead: 2 });
  const marked = await dataAs<List>(app, 'employee', LIST);
  expect(marked.myNotifications.filter((n) => n.readAt).map((n) => n.id)).toEqual([ids['employee:b']]);
  expect(await dataAs(app, 'hr', '{ myUnreadNotificationsCount }')).toEqual({ myUnreadNotificationsCount: 1 });

  expect(await dataAs(app, 'employee', 'mutation { markAllNotificationsRead }')).toEqual({ markAllNotificationsRead: 0 });
  expect(await dataAs(app, 'hr', '{ myUnreadNotificationsCount }')).toEqual({ myUnreadNotificationsCount: 1 });
});

it('refuses a page larger than the limit and anonymous callers', async () => {
  expect(await errorCodesAs(app, 'employee', '{ myNotifications(take: 500) { id } }')).toEqual(['BAD_USER_INPUT']);
  expect(await errorCodesAs(app, 'anonymous', '{ myUnreadNotificationsCount }')).toEqual(['UNAUTHENTICATED']);
});

it('refuses an administrator acting as the employee marking their notifications read; they stay unread', async () => {
  const [employee] = await app.services.db.select({ id: users.id }).from(users).where(eq(users.email, 'employee@demo.test'));
  const fresh = await app.services.db
    .insert(notificationItems)
    .values(['d', 'e'].map((eventKey) => ({ eventKey, recipientId: employee!.id, kind: 'hrMessageCreated', params: { path: '/hr/messages' } })))
    .returning({ id: notificationItems.id });
  const freshIds = fresh.map((row) => row.id);
  const token = await impersonationToken(app, 'employee');
  for (const [query, variables] of [
    ['mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }', { ids: freshIds }],
    ['mutation { markAllNotificationsRead }', {}],
  ] as const) {
    const res = await app.gql(query, variables, token);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', blockedAction: 'notifications' });
  }
  expect(await dataAs(app, 'employee', '{ myUnreadNotificationsCount }')).toEqual({ myUnreadNotificationsCount: 2 });
  const stored = await app.services.db.select({ readAt: notificationItems.readAt }).from(notificationItems).where(inArray(notificationItems.id, freshIds));
  expect(stored).toEqual([{ readAt: null }, { readAt: null }]);
});
