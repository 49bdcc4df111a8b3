// Access matrix, HR messages: who reads and writes an employee's thread, read state per reader,
// the HR inbox, and bad input.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HR_MESSAGE_MAX_LENGTH } from '../../../src/domain/hr-messages';
import { CALLERS, dataAs, demoIds, errorCodesAs, SIGNED_OUT, sorted, type Caller, type DemoIds } from '../testing/access-matrix-support';
import { auditEvents, hrMessageReads, hrMessages, users } from '../db/schema';
import { DEMO_USERS } from '../db/seed/demo-facts';
import { encodeWithExtractFiles, pdfFile, postUpload, storedFiles } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let ids: DemoIds;
/** employee@demo.test's employee record (1001/12) and a colleague's (1001/13). */
let thread: string;
let colleague: string;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app);
  thread = ids.employee['1001/12']!;
  colleague = ids.employee['1001/13']!;
});
afterAll(() => app.close());

const create = 'mutation($data: HrMessageCreateInput!) { createHrMessage(data: $data) { id body authorName isMine } }';
const messagesOf = 'query($id: ID!) { hrMessages(where: { employee: { id: { equals: $id } } }, orderBy: [{ createdAt: asc }]) { body authorName isMine } hrMessagesCount(where: { employee: { id: { equals: $id } } }) }';
const unreadOf = 'query($id: ID!) { companyEmployee(where: { id: $id }) { hrUnReadChatMessages } }';
const markRead = 'mutation($id: ID!) { markHrMessagesRead(employee: { id: $id }) }';
const write = (employee: string, body: string, uploadKey?: string) => ({ data: { employee: { connect: { id: employee } }, body, ...(uploadKey ? { uploadKey } : {}) } });

/** The thread's participants: the employee, the company's HR, the fiduciary's HR staff and admins. */
const PARTICIPANTS: Caller[] = ['employee', 'hr', 'payroll', 'admin'];

describe('an employee thread', () => {
  it('is written by its participants only; everyone else is refused and nothing is added', async () => {
    for (const caller of CALLERS) {
      const codes = await errorCodesAs(app, caller, create, write(thread, `hello from ${caller}`));
      if (PARTICIPANTS.includes(caller)) expect(codes, caller).toEqual([]);
      else if (SIGNED_OUT.includes(caller)) expect(codes, caller).toEqual(['UNAUTHENTICATED']);
      else expect(codes.length, caller).toBeGreaterThan(0);
    }
    const { hrMessages } = await dataAs<{ hrMessages: { body: string }[] }>(app, 'admin', messagesOf, { id: thread });
    expect(sorted(hrMessages.map((m) => m.body))).toEqual(sorted(PARTICIPANTS.map((c) => `hello from ${c}`)));
  });

  it('is read by its participants only', async () => {
    for (const caller of CALLERS.filter((c) => !SIGNED_OUT.includes(c))) {
      const { hrMessages, hrMessagesCount } = await dataAs<{ hrMessages: unknown[]; hrMessagesCount: number }>(app, caller, messagesOf, { id: thread });
      const expected = PARTICIPANTS.includes(caller) ? PARTICIPANTS.length : 0;
      expect([hrMessages.length, hrMessagesCount], caller).toEqual([expected, expected]);
    }
  });

  it("keeps an employee out of a colleague's thread", async () => {
    expect(await errorCodesAs(app, 'employee', create, write(colleague, 'let me in'))).not.toEqual([]);
    expect(await errorCodesAs(app, 'employee', markRead, { id: colleague })).not.toEqual([]);
    const { hrMessagesCount } = await dataAs<{ hrMessagesCount: number }>(app, 'hr', messagesOf, { id: colleague });
    expect(hrMessagesCount).toBe(0);
  });

  it('counts unread messages per reader: what others wrote since the reader last read the thread', async () => {
    const unread = async (caller: Caller) => (await dataAs<{ companyEmployee: { hrUnReadChatMessages: number } }>(app, caller, unreadOf, { id: thread })).companyEmployee.hrUnReadChatMessages;
    expect(await unread('employee')).toBe(PARTICIPANTS.length - 1);
    expect(await unread('hr')).toBe(PARTICIPANTS.length - 1);
    expect(await dataAs(app, 'hr', markRead, { id: thread })).toEqual({ markHrMessagesRead: 0 });
    expect(await unread('hr')).toBe(0);
    expect(await unread('employee')).toBe(PARTICIPANTS.length - 1);
    await dataAs(app, 'employee', create, write(thread, 'one more question'));
    expect(await unread('hr')).toBe(1);
    expect(await unread('employee')).toBe(PARTICIPANTS.length - 1);
  });

  it('puts threads with unread messages first in the HR inbox', async () => {
    await dataAs(app, 'hr', markRead, { id: thread });
    await dataAs(app, 'hr', create, write(colleague, 'a note to your colleague'));
    const inbox = 'query { hrMessageThreads { employee { id } unread } }';
    expect((await dataAs<{ hrMessageThreads: unknown[] }>(app, 'hr', inbox)).hrMessageThreads).toEqual([
      { employee: { id: colleague }, unread: 0 },
      { employee: { id: thread }, unread: 0 },
    ]);
    await dataAs(app, 'employee', create, write(thread, 'are you there?'));
    expect((await dataAs<{ hrMessageThreads: unknown[] }>(app, 'hr', inbox)).hrMessageThreads).toEqual([
      { employee: { id: thread }, unread: 1 },
      { employee: { id: colleague }, unread: 0 },
    ]);
    // On a list, each row counts its own thread for the reader (one grouped query for all rows).
    const listUnread = 'query($ids: [ID!]) { companyEmployees(where: { id: { in: $ids } }, orderBy: [{ code: asc }]) { id hrUnReadChatMessages } }';
    const unreadRows = async (caller: Caller) => (await dataAs<{ companyEmployees: unknown[] }>(app, caller, listUnread, { ids: [thread, colleague] })).companyEmployees;
    expect(await unreadRows('hr')).toEqual([
      { id: thread, hrUnReadChatMessages: 1 },
      { id: colleague, hrUnReadChatMessages: 0 },
    ]);
    expect((await unreadRows('payroll'))[1]).toEqual({ id: colleague, hrUnReadChatMessages: 1 });
    // The navigation badge: the caller's unread messages across the threads they may read.
    const total = async (caller: Caller) => (await dataAs<{ hrUnreadMessages: number }>(app, caller, 'query { hrUnreadMessages }')).hrUnreadMessages;
    expect(await total('hr')).toBe(1);
    expect(await total('employee')).toBeGreaterThan(0);
    // Someone outside every thread (the company's finance staff, for one) has nothing unread.
    for (const caller of CALLERS.filter((c) => !SIGNED_OUT.includes(c) && !PARTICIPANTS.includes(c))) expect(await total(caller), caller).toBe(0);
    await dataAs(app, 'hr', markRead, { id: thread });
    expect(await total('hr')).toBe(0);
    // The employee's inbox is their own thread only.
    expect((await dataAs<{ hrMessageThreads: { employee: { id: string } }[] }>(app, 'employee', inbox)).hrMessageThreads.map((t) => t.employee.id)).toEqual([thread]);
  });

  it("names each message's author for every reader, several authors in one list", async () => {
    const authors = ['hr', 'payroll', 'admin'] as const;
    for (const caller of authors) await dataAs(app, caller, create, write(colleague, `named by ${caller}`));
    // The author names are looked up together for the whole list (one query, not one a message).
    const expected = authors.map((caller) => [`named by ${caller}`, DEMO_USERS[caller].name]);
    for (const reader of authors) {
      const { hrMessages } = await dataAs<{ hrMessages: { body: string; authorName: string }[] }>(app, reader, messagesOf, { id: colleague });
      expect(hrMessages.filter((m) => m.body.startsWith('named by')).map((m) => [m.body, m.authorName]), reader).toEqual(expected);
    }
  });
});

describe('someone who reads the employee record but is not in the thread (an account manager)', () => {
  it('is refused by the thread rule for a message with a file and for a read marker: no message, file, marker or audit entry', async () => {
    // finance@ is given canManageAccounts for this test only: it opens every record for reading, not the thread.
    const grant = (on: boolean) => app.services.db.update(users).set({ canManageAccounts: on }).where(eq(users.id, ids.user.finance));
    const db = app.services.db;
    const snapshot = async () => ({
      messages: (await db.select({ n: count() }).from(hrMessages).where(eq(hrMessages.employeeId, thread)))[0]?.n,
      marker: (await db.select({ n: count() }).from(hrMessageReads).where(and(eq(hrMessageReads.employeeId, thread), eq(hrMessageReads.userId, ids.user.finance))))[0]?.n,
      audit: (await db.select({ n: count() }).from(auditEvents))[0]?.n,
      files: await storedFiles(app.dataDir),
    });
    await grant(true);
    try {
      const token = await app.tokenFor(DEMO_USERS.finance.email);
      expect((await dataAs<{ companyEmployee: { id: string } | null }>(app, 'finance', 'query($id: ID!) { companyEmployee(where: { id: $id }) { id } }', { id: thread })).companyEmployee).toEqual({ id: thread });
      const before = await snapshot();
      const data = { employee: { connect: { id: thread } }, body: 'let me in', attachment: { upload: new File([pdfFile('refused')], 'refused.pdf', { type: 'application/pdf' }) } };
      const written = await postUpload(app.fetch, await encodeWithExtractFiles(create, { data }), token);
      const read = await app.gql(markRead, { id: thread }, token);
      for (const res of [written, read]) expect(res.errors?.map((e) => [e.extensions?.code, (e.extensions as { reason?: string }).reason])).toEqual([['FORBIDDEN', 'NOT_ALLOWED']]);
      expect(await snapshot()).toEqual(before);
    } finally {
      await grant(false);
    }
  });

  it('leaves no audit entry when a participant marks the thread read (a marker of their own, never audited)', async () => {
    const audit = async () => (await app.services.db.select({ n: count() }).from(auditEvents))[0]?.n;
    const before = await audit();
    expect(await dataAs(app, 'hr', markRead, { id: thread })).toEqual({ markHrMessagesRead: 0 });
    expect(await audit()).toBe(before);
  });
});

describe('bad input', () => {
  it(`refuses an empty body and one over ${HR_MESSAGE_MAX_LENGTH} characters (1 MB included), adding nothing`, async () => {
    const before = (await dataAs<{ hrMessagesCount: number }>(app, 'admin', messagesOf, { id: thread })).hrMessagesCount;
    expect(await errorCodesAs(app, 'employee', create, write(thread, '   '))).toEqual(['BAD_USER_INPUT']);
    expect(await errorCodesAs(app, 'employee', create, write(thread, 'x'.repeat(HR_MESSAGE_MAX_LENGTH + 1)))).toEqual(['BAD_USER_INPUT']);
    expect(await errorCodesAs(app, 'employee', create, write(thread, 'x'.repeat(1024 * 1024)))).not.toEqual([]);
    expect((await dataAs<{ hrMessagesCount: number }>(app, 'admin', messagesOf, { id: thread })).hrMessagesCount).toBe(before);
  });

  it('keeps HTML as plain text (the portal renders it as text, inert)', async () => {
    const body = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const { createHrMessage } = await dataAs<{ createHrMessage: { body: string; isMine: boolean } }>(app, 'employee', create, write(thread, body));
    expect(createHrMessage).toMatchObject({ body, isMine: true });
  });

  it('creates one message for one uploadKey, however often it is sent (the offline queue resends)', async () => {
    const first = await dataAs<{ createHrMessage: { id: string } }>(app, 'employee', create, write(thread, 'sent twice', 'offline-message-0001'));
    const again = await dataAs<{ createHrMessage: { id: string } }>(app, 'employee', create, write(thread, 'sent twice', 'offline-message-0001'));
    expect(again.createHrMessage.id).toBe(first.createHrMessage.id);
    const { hrMessages } = await dataAs<{ hrMessages: { body: string }[] }>(app, 'employee', messagesOf, { id: thread });
    expect(hrMessages.filter((m) => m.body === 'sent twice')).toHaveLength(1);
  });

  it("tells the author, and only the author, a message's uploadKey (the portal shows its waiting copy once)", async () => {
    const keyOf = async (caller: Caller) => {
      const { hrMessages } = await dataAs<{ hrMessages: { body: string; uploadKey: string | null }[] }>(
        app,
        caller,
        'query($id: ID!) { hrMessages(where: { employee: { id: { equals: $id } } }) { body uploadKey } }',
        { id: thread },
      );
      return hrMessages.find((m) => m.body === 'sent twice')?.uploadKey;
    };
    expect(await keyOf('employee')).toBe('offline-message-0001');
    for (const reader of ['hr', 'payroll', 'admin'] as const) expect(await keyOf(reader), reader).toBeNull();
  });
});
