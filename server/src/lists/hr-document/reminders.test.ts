import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayOf } from '../../../../src/domain/hr-document-status';
import { companyEmployees, hrDocuments } from '../../db/schema';
import { demoIds } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { dueHrDocumentReminders } from './reminders';

// The due-reminder query the messages engine e-mails from: 90, 30 and 7 days before expiry, once per
// threshold, ended by a renewal, silent for archived employees and documents on their way out.

let app: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const today = '2030-06-01';
const plus = (days: number) => calendarDayOf(new Date(Date.UTC(2030, 5, 1 + days, 12)));

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app.services.db);
});
afterAll(() => app.close());

async function insertDocument(employee: string, type: string, expirationDate: string | null, extra: Partial<typeof hrDocuments.$inferInsert> = {}) {
  const [row] = await app.services.db
    .insert(hrDocuments)
    .values({ employeeId: employee, typeId: type, expirationDate, needsReview: false, ...extra })
    .returning({ id: hrDocuments.id });
  return row!.id;
}

describe('dueHrDocumentReminders', () => {
  it('gives each document the threshold it has reached, keyed so each e-mail goes once', async () => {
    const employee = await ids.employee('1001', '3');
    const permit = await ids.documentType('Residence permit');
    const at = { in120: await insertDocument(employee, permit, plus(120), { createdAt: new Date('2030-01-01') }) };
    const card = await ids.documentType('Driving licence');
    const in90 = await insertDocument(employee, card, plus(90));
    const due = await dueHrDocumentReminders(app.services.db, today);
    const mine = due.filter((r) => r.employeeId === employee);
    expect(mine.map((r) => [r.documentId, r.daysBefore, r.daysLeft])).toEqual([[in90, 90, 90]]);
    expect(mine[0]).toMatchObject({ reminderKey: `${in90}:90`, typeName: 'Driving licence', employeeEmail: 'finance@demo.test' });
    expect(due.some((r) => r.documentId === at.in120)).toBe(false);
    // 25 days later the 30-day reminder is due; 85 days later the 7-day one; after expiry none.
    expect((await dueHrDocumentReminders(app.services.db, plus(65))).find((r) => r.documentId === in90)?.daysBefore).toBe(30);
    expect((await dueHrDocumentReminders(app.services.db, plus(85))).find((r) => r.documentId === in90)?.daysBefore).toBe(7);
    expect((await dueHrDocumentReminders(app.services.db, plus(91))).find((r) => r.documentId === in90)).toBeUndefined();
  });

  it('a renewal upload ends the reminders of the document it renews', async () => {
    const employee = await ids.employee('1001', '7');
    const type = await ids.documentType('Identity card');
    const old = await insertDocument(employee, type, plus(20), { createdAt: new Date('2029-01-01') });
    expect((await dueHrDocumentReminders(app.services.db, today)).map((r) => r.documentId)).toContain(old);
    // Uploaded in the test's world (today is 2030-06-01), not at the machine's clock, which is before the old one's 2029.
    await insertDocument(employee, type, plus(3650), { replacesId: old, createdAt: new Date('2030-05-01') });
    expect((await dueHrDocumentReminders(app.services.db, today)).map((r) => r.documentId)).not.toContain(old);
  });

  it('leaves out archived employees, removal requests and declined uploads', async () => {
    const employee = await ids.employee('1001', '15');
    const type = await ids.documentType('Residence permit');
    const removal = await insertDocument(employee, type, plus(7), { requestedRemoval: true, createdAt: new Date('2029-01-01') });
    const declined = await insertDocument(employee, await ids.documentType('Driving licence'), plus(7), { declined: 'upload', declineReason: 'blurred' });
    const archivedEmployee = await ids.employee('1001', '37');
    await app.services.db.update(companyEmployees).set({ isArchived: true }).where(eq(companyEmployees.id, archivedEmployee));
    const archived = await insertDocument(archivedEmployee, type, plus(7));
    const due = (await dueHrDocumentReminders(app.services.db, today)).map((r) => r.documentId);
    for (const id of [removal, declined, archived]) expect(due).not.toContain(id);
  });
});
