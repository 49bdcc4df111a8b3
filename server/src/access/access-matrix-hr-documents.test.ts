// Access matrix, issue 10: removal requests with reasons and their undo, declining, deleting with the
// file, the dashboard's action list — every caller against every new HR-document operation.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, hrDocuments } from '../db/schema';
import { CALLERS, dataAs, errorCodesAs, tokenOf, type Caller } from '../testing/access-matrix-support';
import { demoIds, encodeWithExtractFiles, pdfFile, postUpload, storedFiles } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await demoIds(app.services.db);
});
afterAll(() => app.close());

const create = 'mutation($data: HrDocumentCreateInput!) { createHrDocument(data: $data) { id needsReview replaces { id } } }';

/** A fresh diploma of employee@ (1001/12), uploaded by the employee, so every test has its own document. */
async function newDocument(name: string, extra: Record<string, unknown> = {}): Promise<string> {
  const data = {
    employee: { connect: { id: await ids.employee('1001', '12') } },
    type: { connect: { id: await ids.documentType('Diploma') } },
    attachment: { upload: new File([pdfFile(name)], `${name}.pdf`, { type: 'application/pdf' }) },
    ...extra,
  };
  const result = await postUpload<{ createHrDocument: { id: string } }>(app.fetch, await encodeWithExtractFiles(create, { data }), await tokenOf(app, 'employee'));
  expect(result.errors).toBeUndefined();
  return result.data!.createHrDocument.id;
}

const row = async (id: string) => (await app.services.db.select().from(hrDocuments).where(eq(hrDocuments.id, id)))[0];
const update = 'mutation($data: [HrDocumentUpdateArgs!]!) { updateHrDocuments(data: $data) { requestedRemoval removalReason needsReview declined declineReason } }';
const one = (id: string, data: Record<string, unknown>) => ({ data: [{ where: { id }, data }] });
const refusedSignedOut = { anonymous: 'UNAUTHENTICATED', disabled: 'UNAUTHENTICATED' } as const;

describe('removal requests with a reason, undoable until reviewed', () => {
  it('the employee asks with a reason, withdraws it, asks again; once declined it can no longer be withdrawn', async () => {
    const id = await newDocument('removal-cycle');
    expect(await dataAs(app, 'employee', update, one(id, { requestedRemoval: true, removalReason: '  wrong file  ' }))).toMatchObject({
      updateHrDocuments: [{ requestedRemoval: true, removalReason: 'wrong file' }],
    });
    expect(await dataAs(app, 'employee', update, one(id, { requestedRemoval: false }))).toMatchObject({ updateHrDocuments: [{ requestedRemoval: false, removalReason: null }] });
    await dataAs(app, 'hr', update, one(id, { requestedRemoval: true }));
    expect(await dataAs(app, 'admin', update, one(id, { requestedRemoval: false, declineReason: 'We must keep diplomas' }))).toMatchObject({
      updateHrDocuments: [{ requestedRemoval: false, declined: 'removal', declineReason: 'We must keep diplomas' }],
    });
    // Reviewed: nothing left to withdraw, and the employee sees the reason.
    expect(await errorCodesAs(app, 'employee', update, one(id, { requestedRemoval: false }))).toEqual(['FORBIDDEN']);
    const seen = await dataAs<{ hrDocument: { declineReason: string } }>(app, 'employee', 'query($id: ID!) { hrDocument(where: { id: $id }) { declineReason } }', { id });
    expect(seen.hrDocument.declineReason).toBe('We must keep diplomas');
  });

  const withdraw: Record<Caller, string> = { admin: 'ok', employee: 'ok', hr: 'ok', payroll: 'NOT_FOUND', accountant: 'NOT_FOUND', finance: 'NOT_FOUND', multi: 'NOT_FOUND', ...refusedSignedOut };
  it.each(CALLERS)('%s withdrawing an open removal request', async (caller) => {
    const id = await newDocument(`withdraw-${caller}`);
    await dataAs(app, 'employee', update, one(id, { requestedRemoval: true }));
    const codes = await errorCodesAs(app, caller, update, one(id, { requestedRemoval: false }));
    expect(codes[0] ?? 'ok').toBe(withdraw[caller]);
    expect((await row(id))?.requestedRemoval).toBe(withdraw[caller] !== 'ok');
  });

  it('refuses a reason over 500 characters and changes nothing', async () => {
    const id = await newDocument('long-reason');
    expect(await errorCodesAs(app, 'employee', update, one(id, { requestedRemoval: true, removalReason: 'x'.repeat(501) }))).toEqual(['BAD_USER_INPUT']);
    expect((await row(id))?.requestedRemoval).toBe(false);
  });
});

describe('declining an upload (the fiduciary’s admins only, with a reason)', () => {
  const decline: Record<Caller, string> = { admin: 'ok', employee: 'FORBIDDEN', hr: 'FORBIDDEN', payroll: 'NOT_FOUND', accountant: 'NOT_FOUND', finance: 'NOT_FOUND', multi: 'NOT_FOUND', ...refusedSignedOut };
  it.each(CALLERS)('%s', async (caller) => {
    const id = await newDocument(`decline-${caller}`);
    const codes = await errorCodesAs(app, caller, update, one(id, { needsReview: false, declineReason: 'Unreadable scan' }));
    expect(codes[0] ?? 'ok').toBe(decline[caller]);
    expect(await row(id)).toMatchObject(decline[caller] === 'ok' ? { needsReview: false, declined: 'upload', declineReason: 'Unreadable scan' } : { needsReview: true, declined: null });
  });

  it('needs a reason, and approving afterwards clears the decision', async () => {
    const id = await newDocument('decline-then-approve');
    expect(await errorCodesAs(app, 'admin', update, one(id, { needsReview: false, declineReason: '   ' }))).toEqual(['BAD_USER_INPUT']);
    await dataAs(app, 'admin', update, one(id, { needsReview: false, declineReason: 'Blurred' }));
    expect(await dataAs(app, 'admin', update, one(id, { needsReview: false }))).toMatchObject({ updateHrDocuments: [{ needsReview: false, declined: null, declineReason: null }] });
  });
});

describe('replacements', () => {
  it('link to the document they replace, of the same employee and type only', async () => {
    const old = await newDocument('replaced-diploma');
    const replacement = await newDocument('replacing-diploma', { replaces: { connect: { id: old } } });
    expect((await row(replacement))?.replacesId).toBe(old);
    const data = {
      employee: { connect: { id: await ids.employee('1001', '12') } },
      type: { connect: { id: await ids.documentType('Driving licence') } },
      attachment: { upload: new File([pdfFile('other type')], 'licence.pdf') },
      replaces: { connect: { id: old } },
    };
    const refused = await postUpload(app.fetch, await encodeWithExtractFiles(create, { data }), await tokenOf(app, 'employee'));
    expect(refused.errors?.[0]).toMatchObject({ message: 'A replacement must be of the same employee and document type', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('deleteHrDocuments (the fiduciary’s admins only; row, file and audit together)', () => {
  const remove = 'mutation($where: [HrDocumentWhereUniqueInput!]!) { deleteHrDocuments(where: $where) { id attachment { filename } } }';
  const expected: Record<Caller, string> = { admin: 'ok', employee: 'FORBIDDEN', hr: 'FORBIDDEN', payroll: 'FORBIDDEN', accountant: 'FORBIDDEN', finance: 'FORBIDDEN', multi: 'FORBIDDEN', ...refusedSignedOut };

  it.each(CALLERS)('%s', async (caller) => {
    const id = await newDocument(`delete-${caller}`);
    const files = await storedFiles(app.dataDir);
    const codes = await errorCodesAs(app, caller, remove, { where: [{ id }] });
    expect(codes[0] ?? 'ok').toBe(expected[caller]);
    if (expected[caller] === 'ok') {
      expect(await row(id)).toBeUndefined();
      // Exactly one file fewer: its own.
      expect(await storedFiles(app.dataDir)).toHaveLength(files.length - 1);
      const events = await app.services.db.select().from(auditEvents).where(eq(auditEvents.itemId, id));
      expect(events.map((e) => e.action)).toContain('delete');
    } else {
      expect(await row(id)).toBeDefined();
      expect(await storedFiles(app.dataDir)).toEqual(files);
    }
  });

  it('an unknown id in the batch deletes nothing', async () => {
    const id = await newDocument('delete-with-unknown');
    expect(await errorCodesAs(app, 'admin', remove, { where: [{ id }, { id: 'no-such-document' }] })).toEqual(['NOT_FOUND']);
    expect(await row(id)).toBeDefined();
  });

  it('a storage failure half-way leaves both the row and the file', async () => {
    const id = await newDocument('delete-storage-fails');
    const files = await storedFiles(app.dataDir);
    const storage = app.services.storage;
    const remove0 = storage.remove;
    // The disk is ours; a failing remove stands for an unreachable bucket.
    storage.remove = () => Promise.reject(new Error('bucket unreachable'));
    try {
      const result = await app.gql(remove, { where: [{ id }] }, await tokenOf(app, 'admin'));
      expect(result.errors).toHaveLength(1);
    } finally {
      storage.remove = remove0;
    }
    expect(await row(id)).toBeDefined();
    expect(await storedFiles(app.dataDir)).toEqual(files);
    const [{ n } = { n: 0 }] = await app.services.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.itemId, id));
    expect(n).toBe(1); // only its creation
  });
});

describe('hrDocumentActions (the dashboard’s action-needed list)', () => {
  const query = 'query($company: ID, $today: CalendarDay) { hrDocumentActions(company: $company, today: $today) { reason employee { code } type { name } } }';
  type Action = { reason: string; employee: { code: string }; type: { name: string } };
  const actions = async (caller: Caller, company: string | null) =>
    (await dataAs<{ hrDocumentActions: Action[] }>(app, caller, query, { company, today: null })).hrDocumentActions;

  it('the employee sees their own: the identity card expiring within its 60 days', async () => {
    expect(await actions('employee', null)).toContainEqual({ reason: 'expiring', employee: { code: '12' }, type: { name: 'Identity card' } });
  });

  it('company HR sees every active employee of 1001, including missing required documents', async () => {
    const all = await actions('hr', await ids.company('1001'));
    expect(all).toContainEqual({ reason: 'missing', employee: { code: '2' }, type: { name: 'Identity card' } });
    expect(all).toContainEqual({ reason: 'expiring', employee: { code: '12' }, type: { name: 'Identity card' } });
  });

  it.each(['payroll', 'accountant'] as Caller[])('%s, who may not handle 1001’s HR documents, sees none there', async (caller) => {
    expect(await actions(caller, await ids.company('1001'))).toEqual([]);
  });

  it.each([['finance', '3'], ['multi', '7']] as [Caller, string][])('%s, an employee of 1001 without HR rights, sees only their own there', async (caller, code) => {
    const own = await actions(caller, await ids.company('1001'));
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((a) => a.employee.code))).toEqual(new Set([code]));
  });

  it.each(['anonymous', 'disabled'] as Caller[])('%s is refused', async (caller) => {
    expect(await errorCodesAs(app, caller, query, { company: null, today: null })).toEqual(['UNAUTHENTICATED']);
  });

  it('a renewal clears the identity card’s expiry action', async () => {
    const data = {
      employee: { connect: { id: await ids.employee('1001', '12') } },
      type: { connect: { id: await ids.documentType('Identity card') } },
      expirationDate: '2099-01-01',
      attachment: { upload: new File([pdfFile('renewed card')], 'renewed-card.pdf') },
    };
    const result = await postUpload(app.fetch, await encodeWithExtractFiles(create, { data }), await tokenOf(app, 'employee'));
    expect(result.errors).toBeUndefined();
    expect((await actions('employee', null)).filter((a) => a.type.name === 'Identity card')).toEqual([]);
  });
});
