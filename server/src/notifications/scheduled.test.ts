import { afterAll, beforeAll, expect, it } from 'vitest';
import { calendarDayOf } from '../../../src/domain/hr-document-status';
import { hrDocuments } from '../db/schema';
import { dueHrDocumentReminders } from '../lists/hr-document/reminders';
import { demoIds } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { eventKey, type NotificationEvent } from './events';
import { enqueueExpiryReminders } from './scheduled';

// The daily expiry scan mails what the HR-document API calls due (one source of truth): the same
// documents, thresholds and exclusions, keyed per threshold so a daily run mails each reminder once.

let app: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
// A day far from the seed's documents, which have all expired by then and so stay out.
const today = '2031-03-01';
const plus = (days: number) => calendarDayOf(new Date(Date.UTC(2031, 2, 1 + days, 12)));

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app.services.db);
});
afterAll(() => app.close());

async function scan(day: string): Promise<NotificationEvent[]> {
  const events: NotificationEvent[] = [];
  await enqueueExpiryReminders(app.services.db, async (_tx, event) => void events.push(event), day);
  return events;
}

it('enqueues exactly the due reminders of dueHrDocumentReminders, with their threshold', async () => {
  const db = app.services.db;
  const employee = await ids.employee('1001', '5');
  const insert = async (type: string, days: number, extra: Partial<typeof hrDocuments.$inferInsert> = {}) => {
    const [row] = await db.insert(hrDocuments).values({ employeeId: employee, typeId: await ids.documentType(type), expirationDate: plus(days), needsReview: false, ...extra }).returning({ id: hrDocuments.id });
    return row!.id;
  };
  const in31 = await insert('Residence permit', 31);
  const in7 = await insert('Driving licence', 7);
  const in120 = await insert('Identity card', 120);
  const removal = await insert('Diploma', 5, { requestedRemoval: true });

  const events = await scan(today);
  const due = await dueHrDocumentReminders(db, today);
  expect(events).toEqual(due.map((r) => ({ kind: 'hrDocumentExpiring', documentId: r.documentId, daysBefore: r.daysBefore, daysLeft: r.daysLeft })));
  const mine = events.filter((e) => e.kind === 'hrDocumentExpiring' && [in31, in7, in120, removal].includes(e.documentId));
  expect(mine).toEqual([
    { kind: 'hrDocumentExpiring', documentId: in7, daysBefore: 7, daysLeft: 7 },
    { kind: 'hrDocumentExpiring', documentId: in31, daysBefore: 90, daysLeft: 31 },
  ]);
});

it('a scan on the next day inside the same window gives the same event keys, so nobody is mailed twice', async () => {
  const keys = async (day: string) => (await scan(day)).map(eventKey).sort();
  const first = await keys(plus(10));
  expect(first.length).toBeGreaterThan(0);
  expect(await keys(plus(11))).toEqual(first);
});
