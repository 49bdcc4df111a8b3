// Unlinking a user's identity-provider account (issue #43 item 3): account managers set oidcSubject
// to null; nobody types a subject in (a sign-in that proves the address links one).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema';
import { dataAs, demoIds, errorCodesAs, type DemoIds } from '../../testing/access-matrix-support';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let ids: DemoIds;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
  await app.services.db.update(users).set({ oidcSubject: 'employee-at-provider' }).where(eq(users.id, ids.user.employee));
});
afterAll(() => app.close());

const unlink = 'mutation($id: ID!, $subject: String) { updateUser(where: { id: $id }, data: { oidcSubject: $subject }) { id oidcSubject } }';
const subjectSeenBy = (caller: 'admin' | 'employee' | 'hr') =>
  dataAs<{ user: { oidcSubject: string | null } | null }>(app, caller, 'query($id: ID!) { user(where: { id: $id }) { oidcSubject } }', { id: ids.user.employee });
const stored = async () => (await app.services.db.select().from(users).where(eq(users.id, ids.user.employee)))[0]?.oidcSubject;

describe('the identity-provider link of a user', () => {
  it('is shown to account managers and the user, to nobody else', async () => {
    expect(await subjectSeenBy('admin')).toEqual({ user: { oidcSubject: 'employee-at-provider' } });
    expect(await subjectSeenBy('employee')).toEqual({ user: { oidcSubject: 'employee-at-provider' } });
    expect((await subjectSeenBy('hr')).user?.oidcSubject ?? null).toBeNull();
  });

  it('is refused to others, and can only be removed, never set', async () => {
    expect(await errorCodesAs(app, 'hr', unlink, { id: ids.user.employee, subject: null })).toEqual(['FORBIDDEN']);
    expect(await errorCodesAs(app, 'employee', unlink, { id: ids.user.employee, subject: null })).toEqual(['FORBIDDEN']);
    expect(await errorCodesAs(app, 'admin', unlink, { id: ids.user.employee, subject: 'someone-else' })).toEqual(['BAD_USER_INPUT']);
    expect(await stored()).toBe('employee-at-provider');
  });

  it('is removed by an account manager, audited', async () => {
    expect(await dataAs(app, 'admin', unlink, { id: ids.user.employee, subject: null })).toEqual({ updateUser: { id: ids.user.employee, oidcSubject: null } });
    expect(await stored()).toBeNull();
    const [entry] = await app.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'update'), eq(auditEvents.itemId, ids.user.employee)));
    expect(JSON.stringify(entry?.details)).toContain('employee-at-provider');
  });
});
