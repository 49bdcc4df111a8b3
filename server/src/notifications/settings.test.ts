import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../db/schema';
import { CALLERS, dataAs, demoIds, errorCodesAs, SIGNED_OUT } from '../testing/access-matrix-support';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let employee: string;

beforeAll(async () => {
  app = await createTestApp();
  employee = (await demoIds(app)).employee['1001/12']!;
});
afterAll(() => app.close());

const update = 'mutation($id: ID!, $data: NotificationSettingsInput!) { updateNotificationSettings(employee: { id: $id }, data: $data) { settingWantsHRSalariesNotification hrDocumentNotification } }';
const digest = 'mutation($digest: NotificationDigestType!) { updateMyNotificationDigest(digest: $digest) }';

describe('notification settings', () => {
  it('in the demo data, employee@demo.test has every setting on and mails immediately', async () => {
    const settings = await dataAs(app, 'employee', `query($id: ID!) { companyEmployee(where: { id: $id }) {
      settingWantsHRSalariesNotification settingWantsSalaryWorkflowNotification settingWantsAccountingNotification hrDocumentNotification } myNotificationDigest }`, { id: employee });
    expect(settings).toEqual({
      companyEmployee: { settingWantsHRSalariesNotification: true, settingWantsSalaryWorkflowNotification: true, settingWantsAccountingNotification: true, hrDocumentNotification: true },
      myNotificationDigest: 'immediate',
    });
  });

  it("are changed by the employee and the company's HR, and by nobody else", async () => {
    const allowed = ['employee', 'hr', 'payroll', 'admin'];
    for (const caller of CALLERS) {
      const codes = await errorCodesAs(app, caller, update, { id: employee, data: { hrDocumentNotification: caller === 'hr' } });
      if (allowed.includes(caller)) expect(codes, caller).toEqual([]);
      else if (SIGNED_OUT.includes(caller)) expect(codes, caller).toEqual(['UNAUTHENTICATED']);
      else expect(codes.length, caller).toBeGreaterThan(0);
    }
    const after = await dataAs<{ companyEmployee: { hrDocumentNotification: boolean } }>(app, 'admin', 'query($id: ID!) { companyEmployee(where: { id: $id }) { hrDocumentNotification } }', { id: employee });
    // employee@ was the last allowed caller (callers run in DEMO_USERS order) and set it off; no refused caller changed it.
    expect(after.companyEmployee.hrDocumentNotification).toBe(false);
  });

  it('an account manager, who reads every record, changes no one else\'s settings (FORBIDDEN) and nothing changes', async () => {
    const { user } = await demoIds(app);
    const grant = (on: boolean) => app.services.db.update(users).set({ canManageAccounts: on }).where(eq(users.id, user.finance));
    const read = 'query($id: ID!) { companyEmployee(where: { id: $id }) { settingWantsHRSalariesNotification hrDocumentNotification } }';
    await grant(true);
    try {
      const before = await dataAs(app, 'admin', read, { id: employee });
      const res = await app.gql(update, { id: employee, data: { settingWantsHRSalariesNotification: false } }, await app.tokenFor('finance@demo.test'));
      expect(res.errors?.map((e) => [e.extensions?.code, (e.extensions as { reason?: string }).reason])).toEqual([['FORBIDDEN', 'NOT_ALLOWED']]);
      expect(await dataAs(app, 'admin', read, { id: employee })).toEqual(before);
    } finally {
      await grant(false);
    }
  });

  it('keeps each user to their own digest choice, and refuses an unknown one', async () => {
    expect(await dataAs(app, 'employee', digest, { digest: 'daily' })).toEqual({ updateMyNotificationDigest: 'daily' });
    expect(await dataAs(app, 'employee', '{ myNotificationDigest }')).toEqual({ myNotificationDigest: 'daily' });
    expect(await dataAs(app, 'hr', '{ myNotificationDigest }')).toEqual({ myNotificationDigest: 'immediate' });
    expect(await errorCodesAs(app, 'employee', digest, { digest: 'hourly' })).not.toEqual([]);
    // A personal setting like the others: the change is in the audit log, under the user's own account.
    const { user } = await demoIds(app);
    const logged = await app.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'notification-digest'), eq(auditEvents.itemId, user.employee)));
    expect(logged.map((event) => [event.list, event.details])).toEqual([['User', { notificationDigest: 'daily' }]]);
  });
});
