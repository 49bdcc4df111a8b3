// Access matrix, issue #42 finding 2: an employee hidden in HR (isHiddenInHr, the demo's 1001/30) is
// hidden from their company's HR with everything of theirs — slips, HR documents, messages, counts,
// exports, downloads, writes and notifications (decisions.md) — while the fiduciary's staff and
// the employee themself keep seeing and doing everything.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEmployees, hrDocuments, hrDocumentTypes, hrMessageReads, hrMessages, hrSalaries } from '../db/schema';
import { employeeProfileData } from '../db/seed/demo-people';
import { ATELIER_EMPLOYEES } from '../db/seed/demo-facts';
import { recipientsOf } from '../notifications/recipients';
import { dataAs, demoIds, errorCodesAs, type Caller, type DemoIds } from '../testing/access-matrix-support';
import { encodeWithExtractFiles, pdfFile, postUpload } from '../testing/multipart';
import { giveAccounts } from '../testing/notification-support';
import { createTestApp, type GraphQLResponse, type TestApp } from '../testing/test-app';
import { listenTestServer } from '../testing/test-server';
import { readZipEntries } from '../testing/zip-entries';

let app: TestApp;
let server: Awaited<ReturnType<typeof listenTestServer>>;
let ids: DemoIds;
/** The hidden employee's record, their account's address, slips, HR document and messages. */
let hidden: string;
let hiddenEmail: string;
let hiddenSlips: string[];
let hiddenDocument: string;
let hiddenMessages: { byHr: string; byPayroll: string; byEmployee: string };
/** A visible colleague's slip, document and message: what HR keeps reading. */
let visibleSlip: string;
let visibleDocument: string;
let visibleMessage: string;

async function stored(name: string) {
  return app.services.storage.save(new File([pdfFile(name)], name), { accept: ['pdf'], maxBytes: 1024 * 1024 });
}
const fileColumns = (file: Awaited<ReturnType<typeof stored>>) => ({ fileKey: file.key, filename: file.filename, filesize: file.filesize, sha256: file.sha256, mimetype: file.mimetype });

/** The callers who must keep everything: admin, the fiduciary's payroll (HR) staff, the employee. */
type Keeper = Exclude<Caller, 'anonymous'> | 'self';
async function gqlAs<T>(caller: Keeper, query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
  const token = caller === 'self' ? await app.tokenFor(hiddenEmail) : await app.tokenFor(`${caller}@demo.test`);
  return app.gql<T>(query, variables, token);
}
async function dataOf<T>(caller: Keeper, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  if (caller !== 'self') return dataAs<T>(app, caller, query, variables);
  const res = await gqlAs<T>(caller, query, variables);
  if (res.errors?.length) throw new Error(`self: ${res.errors.map((e) => e.message).join('; ')}`);
  return res.data as T;
}

const createMessage = 'mutation($data: HrMessageCreateInput!) { createHrMessage(data: $data) { id } }';
const message = (employee: string, body: string) => ({ data: { employee: { connect: { id: employee } }, body } });

beforeAll(async () => {
  app = await createTestApp();
  server = await listenTestServer(app);
  ids = await demoIds(app);
  const db = app.services.db;
  hidden = ids.employee[`1001/${ATELIER_EMPLOYEES.hiddenCode}`]!;
  const [hiddenRow] = await db.select().from(companyEmployees).where(eq(companyEmployees.id, hidden));
  expect(hiddenRow?.isHiddenInHr).toBe(true);
  // The demo's hidden employee has no account, slips, documents or messages: they get them here.
  hiddenEmail = (await giveAccounts(db, '1001', [ATELIER_EMPLOYEES.hiddenCode]))[0]!.email;
  hiddenSlips = [];
  for (const date of ['2025-10-01', '2025-11-01']) {
    const file = await stored(`Sal_1001_30_${date.slice(5, 7)}2025.pdf`);
    const [row] = await db.insert(hrSalaries).values({ date, type: 'slip', employeeId: hidden, ...fileColumns(file) }).returning({ id: hrSalaries.id });
    hiddenSlips.push(row!.id);
  }
  const [diploma] = await db.select({ id: hrDocumentTypes.id }).from(hrDocumentTypes).where(eq(hrDocumentTypes.name, 'Diploma'));
  const [document] = await db
    .insert(hrDocuments)
    .values({ employeeId: hidden, typeId: diploma!.id, needsReview: false, expirationDate: '2099-01-01', ...fileColumns(await stored('diploma-30.pdf')) })
    .returning({ id: hrDocuments.id });
  hiddenDocument = document!.id;
  // hr@ wrote in the thread before the employee was hidden; payroll and the employee write now.
  const [byHr] = await db.insert(hrMessages).values({ employeeId: hidden, authorId: ids.user.hr, body: 'written before hiding', createdAt: new Date(Date.now() - 60_000) }).returning({ id: hrMessages.id });
  const byPayroll = (await dataOf<{ createHrMessage: { id: string } }>('payroll', createMessage, message(hidden, 'payroll writes'))).createHrMessage.id;
  const byEmployee = (await dataOf<{ createHrMessage: { id: string } }>('self', createMessage, message(hidden, 'hidden employee writes'))).createHrMessage.id;
  hiddenMessages = { byHr: byHr!.id, byPayroll, byEmployee };

  const colleague = ids.employee['1001/12']!;
  visibleSlip = (await db.select({ id: hrSalaries.id }).from(hrSalaries).where(eq(hrSalaries.employeeId, colleague)).limit(1))[0]!.id;
  visibleDocument = (await db.select({ id: hrDocuments.id }).from(hrDocuments).where(eq(hrDocuments.employeeId, colleague)).limit(1))[0]!.id;
  visibleMessage = (await dataAs<{ createHrMessage: { id: string } }>(app, 'employee', createMessage, message(colleague, 'visible employee writes'))).createHrMessage.id;
});
afterAll(async () => {
  await server.stop();
  await app.close();
});

const KEEPERS: Keeper[] = ['admin', 'payroll', 'self'];
const idsOf = (rows: { id: string }[] | null | undefined) => (rows ?? []).map((r) => r.id).sort();

describe('salary slips of the hidden employee', () => {
  const slipQuery = `query($hidden: ID!, $ids: [ID!]!, $first: ID!) {
    all: hrSalaries(take: 5000) { id }
    count: hrSalariesCount(where: { employee: { id: { equals: $hidden } } })
    byEmployee: hrSalaries(where: { employee: { id: { equals: $hidden } } }) { id }
    byIds: hrSalaries(where: { id: { in: $ids } }) { id }
    notVisible: hrSalaries(where: { NOT: [{ employee: { isHiddenInHr: { equals: false } } }] }) { id }
    either: hrSalaries(where: { OR: [{ employee: { isHiddenInHr: { equals: true } } }, { id: { in: $ids } }] }) { id }
    one: hrSalary(where: { id: $first }) { id attachment { url } employee { id } }
    employee: companyEmployee(where: { id: $hidden }) { id }
    employees: companyEmployeesCount(where: { id: { equals: $hidden } })
  }`;
  type Slips = { all: { id: string }[]; count: number; byEmployee: { id: string }[]; byIds: { id: string }[]; notVisible: { id: string }[]; either: { id: string }[]; one: { id: string; attachment: { url: string } } | null; employee: unknown; employees: number };
  const ask = (caller: Keeper | 'hr') => dataOf<Slips>(caller, slipQuery, { hidden, ids: hiddenSlips, first: hiddenSlips[0] });

  it('are not in any list, count, item, relation or widened filter of their company’s HR; the record neither', async () => {
    const seen = await ask('hr');
    expect(seen.all.map((s) => s.id)).toContain(visibleSlip);
    expect(seen.all.map((s) => s.id).filter((id) => hiddenSlips.includes(id))).toEqual([]);
    expect({ ...seen, all: [] }).toEqual({ all: [], count: 0, byEmployee: [], byIds: [], notVisible: [], either: [], one: null, employee: null, employees: 0 });
  });

  it.each(KEEPERS)('stay readable for %s, with the employee record and a working signed link', async (caller) => {
    const seen = await ask(caller);
    expect([seen.count, idsOf(seen.byEmployee), idsOf(seen.byIds), seen.employees]).toEqual([2, [...hiddenSlips].sort(), [...hiddenSlips].sort(), 1]);
    expect(seen.employee).toEqual({ id: hidden });
    const res = await fetch(server.base + seen.one!.attachment.url);
    expect(res.status).toBe(200);
    expect(new TextDecoder().decode(await res.arrayBuffer())).toContain('Sal_1001_30_10');
  });
});

describe('the ZIP export of the hidden employee’s slips', () => {
  const archive = 'mutation($ids: [ID!]!) { downloadArchiveUrl(list: HrSalary, ids: $ids) }';

  it('is refused to their company’s HR, alone or among visible slips; a visible slip alone still exports', async () => {
    expect(await errorCodesAs(app, 'hr', archive, { ids: hiddenSlips })).toEqual(['FORBIDDEN']);
    expect(await errorCodesAs(app, 'hr', archive, { ids: [visibleSlip, hiddenSlips[0]] })).toEqual(['FORBIDDEN']);
    expect(await errorCodesAs(app, 'hr', archive, { ids: [visibleSlip] })).toEqual([]);
  });

  it.each(KEEPERS)('exports both slips for %s; the link is a bearer link that downloads for anyone holding it', async (caller) => {
    const { downloadArchiveUrl } = await dataOf<{ downloadArchiveUrl: string }>(caller, archive, { ids: hiddenSlips });
    const res = await fetch(server.base + downloadArchiveUrl);
    expect(res.status).toBe(200);
    expect((await readZipEntries(Buffer.from(await res.arrayBuffer()))).map((e) => e.name)).toEqual(['Sal_1001_30_102025.pdf', 'Sal_1001_30_112025.pdf']);
  });
});

describe('HR documents of the hidden employee', () => {
  const documentQuery = `query($hidden: ID!, $id: ID!) {
    all: hrDocuments(take: 5000) { id }
    count: hrDocumentsCount(where: { employee: { id: { equals: $hidden } } })
    either: hrDocuments(where: { OR: [{ employee: { isHiddenInHr: { equals: true } } }, { id: { in: [$id] } }] }) { id }
    notVisible: hrDocumentsCount(where: { NOT: [{ employee: { isHiddenInHr: { equals: false } } }] })
    one: hrDocument(where: { id: $id }) { id attachment { url } }
    types: hrDocumentTypes { documents(where: { employee: { id: { equals: $hidden } } }) { id } }
    typesWith: hrDocumentTypesCount(where: { documents: { some: { employee: { id: { equals: $hidden } } } } })
    typesWithout: hrDocumentTypesCount(where: { documents: { none: { employee: { id: { equals: $hidden } } } } })
    typesTotal: hrDocumentTypesCount
  }`;
  type Documents = { all: { id: string }[]; count: number; either: { id: string }[]; notVisible: number; one: { id: string } | null; types: { documents: { id: string }[] }[]; typesWith: number; typesWithout: number; typesTotal: number };
  const ask = (caller: Keeper | 'hr') => dataOf<Documents>(caller, documentQuery, { hidden, id: hiddenDocument });

  it('are not in any list, count, item, type relation or relation filter of their company’s HR, nor in its action list', async () => {
    const seen = await ask('hr');
    expect(seen.all.map((d) => d.id)).toContain(visibleDocument);
    expect(seen.all.map((d) => d.id)).not.toContain(hiddenDocument);
    expect([seen.count, seen.either, seen.notVisible, seen.one, seen.typesWith, seen.typesWithout]).toEqual([0, [], 0, null, 0, seen.typesTotal]);
    expect(seen.types.flatMap((t) => t.documents)).toEqual([]);
    const actions = await dataAs<{ hrDocumentActions: { employee: { id: string } }[] }>(app, 'hr', 'query($c: ID) { hrDocumentActions(company: $c) { employee { id } } }', { c: ids.company['1001'] });
    expect(actions.hrDocumentActions.map((a) => a.employee.id)).not.toContain(hidden);
  });

  it.each(['admin', 'self'] as const)('stay readable for %s (HR documents are the company’s and the fiduciary admins’)', async (caller) => {
    const seen = await ask(caller);
    expect([seen.count, idsOf(seen.either), seen.one?.id, seen.typesWith, seen.types.flatMap((t) => t.documents)]).toEqual([1, [hiddenDocument], hiddenDocument, 1, [{ id: hiddenDocument }]]);
  });
});

describe('the hidden employee’s HR thread', () => {
  const threadQuery = `query($hidden: ID!, $id: ID!) {
    all: hrMessages(take: 5000) { id }
    thread: hrMessages(where: { employee: { id: { equals: $hidden } } }) { id body }
    count: hrMessagesCount(where: { employee: { id: { equals: $hidden } } })
    notVisible: hrMessagesCount(where: { NOT: [{ employee: { isHiddenInHr: { equals: false } } }] })
    one: hrMessage(where: { id: $id }) { id body }
    inbox: hrMessageThreads { employee { id } }
  }`;
  type Thread = { all: { id: string }[]; thread: { id: string; body: string }[]; count: number; notVisible: number; one: { body: string } | null; inbox: { employee: { id: string } }[] };
  const ask = (caller: Keeper | 'hr') => dataOf<Thread>(caller, threadQuery, { hidden, id: hiddenMessages.byEmployee });

  it('is not read by their company’s HR — not its bodies, counts, its own earlier message, nor the inbox', async () => {
    const seen = await ask('hr');
    expect(seen.all.map((m) => m.id)).toContain(visibleMessage);
    expect(seen.all.map((m) => m.id).filter((id) => Object.values(hiddenMessages).includes(id))).toEqual([]);
    expect([seen.thread, seen.count, seen.notVisible, seen.one]).toEqual([[], 0, 0, null]);
    expect(seen.inbox.map((t) => t.employee.id)).not.toContain(hidden);
  });

  it.each(KEEPERS)('is read whole by %s', async (caller) => {
    const seen = await ask(caller);
    expect([idsOf(seen.thread), seen.count, seen.one?.body]).toEqual([Object.values(hiddenMessages).sort(), 3, 'hidden employee writes']);
    expect(seen.inbox.map((t) => t.employee.id)).toContain(hidden);
  });
});

describe('writes about the hidden employee', () => {
  const removal = 'mutation($id: ID!, $on: Boolean!) { updateHrDocuments(data: [{ where: { id: $id }, data: { requestedRemoval: $on } }]) { id requestedRemoval } }';
  const profile = 'mutation($id: ID!, $data: JSON!) { updateHrProfile(id: $id, data: $data) { error code } }';
  const settings = 'mutation($id: ID!) { updateNotificationSettings(employee: { id: $id }, data: { hrDocumentNotification: true }) { id } }';
  const markRead = 'mutation($id: ID!) { markHrMessagesRead(employee: { id: $id }) }';
  const deletion = 'mutation($id: ID!) { deleteHrDocuments(where: [{ id: $id }]) { id } }';
  const upload = 'mutation($data: HrDocumentCreateInput!) { createHrDocument(data: $data) { id } }';

  async function uploadAs(caller: Keeper | 'hr') {
    const diploma = (await app.services.db.select({ id: hrDocumentTypes.id }).from(hrDocumentTypes).where(eq(hrDocumentTypes.name, 'Diploma')))[0]!.id;
    const data = { employee: { connect: { id: hidden } }, type: { connect: { id: diploma } }, attachment: { upload: new File([pdfFile(`by ${caller}`)], 'diploma.pdf', { type: 'application/pdf' }) } };
    const token = caller === 'self' ? await app.tokenFor(hiddenEmail) : await app.tokenFor(`${caller}@demo.test`);
    return postUpload<{ createHrDocument: { id: string } | null }>(app.fetch, await encodeWithExtractFiles(upload, { data }), token);
  }
  const db = () => app.services.db;
  const snapshot = async () => ({
    document: (await db().select({ requestedRemoval: hrDocuments.requestedRemoval }).from(hrDocuments).where(eq(hrDocuments.id, hiddenDocument)))[0],
    documents: (await db().select({ n: count() }).from(hrDocuments).where(eq(hrDocuments.employeeId, hidden)))[0]!.n,
    messages: (await db().select({ n: count() }).from(hrMessages).where(eq(hrMessages.employeeId, hidden)))[0]!.n,
    readByHr: (await db().select({ n: count() }).from(hrMessageReads).where(and(eq(hrMessageReads.employeeId, hidden), eq(hrMessageReads.userId, ids.user.hr))))[0]!.n,
    employee: (await db().select({ v: companyEmployees.profileVersion, notify: companyEmployees.hrDocumentNotification }).from(companyEmployees).where(eq(companyEmployees.id, hidden)))[0],
  });

  it('are all refused to their company’s HR and change nothing', async () => {
    const before = await snapshot();
    const refusals = {
      removal: await errorCodesAs(app, 'hr', removal, { id: hiddenDocument, on: true }),
      message: await errorCodesAs(app, 'hr', createMessage, message(hidden, 'HR sneaks in')),
      markRead: await errorCodesAs(app, 'hr', markRead, { id: hidden }),
      profile: await errorCodesAs(app, 'hr', profile, { id: hidden, data: employeeProfileData() }),
      settings: await errorCodesAs(app, 'hr', settings, { id: hidden }),
      deletion: await errorCodesAs(app, 'hr', deletion, { id: hiddenDocument }),
      upload: ((await uploadAs('hr')).errors ?? []).map((e) => e.extensions?.code),
    };
    for (const [write, codes] of Object.entries(refusals)) expect(codes.length, write).toBeGreaterThan(0);
    expect(await snapshot()).toEqual(before);
  });

  it('go through for the employee themself and the fiduciary’s admin', async () => {
    for (const caller of ['self', 'admin'] as const) {
      expect(await dataOf(caller, removal, { id: hiddenDocument, on: true }), caller).toEqual({ updateHrDocuments: [{ id: hiddenDocument, requestedRemoval: true }] });
      expect(await dataOf(caller, removal, { id: hiddenDocument, on: false }), caller).toEqual({ updateHrDocuments: [{ id: hiddenDocument, requestedRemoval: false }] });
      expect(await dataOf(caller, profile, { id: hidden, data: employeeProfileData() }), caller).toEqual({ updateHrProfile: { error: false, code: null } });
      expect((await uploadAs(caller)).errors, caller).toBeUndefined();
    }
    for (const caller of KEEPERS) {
      await dataOf(caller, createMessage, message(hidden, `${caller} writes again`));
      expect(await dataOf(caller, markRead, { id: hidden }), caller).toEqual({ markHrMessagesRead: 0 });
    }
    expect(await dataOf('self', settings, { id: hidden })).toEqual({ updateNotificationSettings: { id: hidden } });
  });
});

describe('notifications about the hidden employee', () => {
  const usersOf = async (event: Parameters<typeof recipientsOf>[1]) => (await recipientsOf(app.services.db, event)).map((r) => r.userId).sort();
  let hiddenUser: string;
  beforeAll(async () => {
    // Every reader of HR documents wants their notices, so only the hiding rule can leave one out.
    await app.services.db.update(companyEmployees).set({ hrDocumentNotification: true }).where(eq(companyEmployees.companyId, ids.company['1001']!));
    hiddenUser = (await app.services.db.select({ userId: companyEmployees.userId }).from(companyEmployees).where(eq(companyEmployees.id, hidden)))[0]!.userId!;
  });

  it('never reach their company’s HR (messages, expiring documents, slips); the employee and the fiduciary’s writers still hear', async () => {
    // A visible colleague's events do reach HR: the rule below is about hiding, not about HR's settings.
    expect(await usersOf({ kind: 'hrMessageCreated', messageId: visibleMessage })).toContain(ids.user.hr);
    expect(await usersOf({ kind: 'hrDocumentExpiring', documentId: visibleDocument, daysBefore: 30, daysLeft: 30 })).toContain(ids.user.hr);

    // hr@ wrote in the thread before the employee was hidden: an earlier author, still not told.
    const toldOfEmployeeMessage = await usersOf({ kind: 'hrMessageCreated', messageId: hiddenMessages.byEmployee });
    expect(toldOfEmployeeMessage).toContain(ids.user.payroll);
    expect(toldOfEmployeeMessage).not.toContain(ids.user.hr);
    const toldOfPayrollMessage = await usersOf({ kind: 'hrMessageCreated', messageId: hiddenMessages.byPayroll });
    expect(toldOfPayrollMessage).toContain(hiddenUser);
    expect(toldOfPayrollMessage).not.toContain(ids.user.hr);
    expect(await usersOf({ kind: 'hrDocumentExpiring', documentId: hiddenDocument, daysBefore: 30, daysLeft: 30 })).toEqual([hiddenUser]);
    expect(await usersOf({ kind: 'salaryDocumentCreated', salaryId: hiddenSlips[0]! })).toEqual([hiddenUser]);
  });
});
