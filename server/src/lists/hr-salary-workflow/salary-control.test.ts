// Salary control's review loop against the real API on PGlite: review rules, versions, the release
// gate, concurrent reviews and deletion.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema';
import { dataAs, errorCodesAs, tokenOf } from '../../testing/access-matrix-support';
import { demoIds, storedFiles } from '../../testing/multipart';
import { addAs, openWorkflow, pdf, remove, review, workflowAs } from '../../testing/salary-control';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;
let company1001: string;

beforeAll(async () => {
  app = await createTestApp();
  company1001 = await (await demoIds(app.services.db)).company('1001');
});
afterAll(() => app.close());

describe('review', () => {
  it('refuses a rejection without feedback and changes nothing', async () => {
    const w = await openWorkflow(app, company1001, '2011-01-01', 1);
    const result = await app.gql(review, { id: w.documents[0], data: { status: 'rejected', feedback: '   ' } }, await tokenOf(app, 'hr'));
    expect(result.errors?.[0]).toMatchObject({ message: 'Feedback is required to reject a document', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await workflowAs(app, 'hr', w.id))?.documents[0]).toMatchObject({ status: 'pending', version: 1 });
  });

  it('refuses setting a document back to pending', async () => {
    const w = await openWorkflow(app, company1001, '2011-02-01', 1);
    expect(await errorCodesAs(app, 'hr', review, { id: w.documents[0], data: { status: 'pending' } })).toEqual(['BAD_USER_INPUT']);
  });

  it('moves the workflow open → in_review → changes_requested, and approves it when every document is approved', async () => {
    const w = await openWorkflow(app, company1001, '2011-03-01', 2);
    const [a, b] = w.documents;
    expect((await workflowAs(app, 'hr', w.id))?.status).toBe('open');
    await dataAs(app, 'hr', review, { id: a, data: { status: 'approved', expectedVersion: 1 } });
    expect((await workflowAs(app, 'hr', w.id))?.status).toBe('in_review');
    await dataAs(app, 'hr', review, { id: b, data: { status: 'rejected', feedback: 'Overtime missing', expectedVersion: 1 } });
    expect((await workflowAs(app, 'hr', w.id))).toMatchObject({ status: 'changes_requested', releasedAt: null });
    // The reviewer changes their mind, naming the version they saw.
    await dataAs(app, 'hr', review, { id: b, data: { status: 'approved', feedback: 'Found it', expectedVersion: 2 } });
    expect(await workflowAs(app, 'hr', w.id)).toMatchObject({ status: 'approved', releasedBy: { email: 'hr@demo.test' }, reopenedAt: null });
  });
});

describe('concurrent reviews of one document', () => {
  it('keep the first; the second is refused with CONFLICT and then sees the first', async () => {
    const w = await openWorkflow(app, company1001, '2011-04-01', 1);
    const id = w.documents[0];
    const token = await tokenOf(app, 'hr');
    const [first, second] = await Promise.all([
      app.gql(review, { id, data: { status: 'approved', expectedVersion: 1 } }, token),
      app.gql(review, { id, data: { status: 'rejected', feedback: 'Wrong month', expectedVersion: 1 } }, token),
    ]);
    const outcomes = [first, second].map((r) => r.errors?.[0]?.extensions?.code ?? 'ok').sort();
    expect(outcomes).toEqual(['CONFLICT', 'ok']);
    const winner = first.errors ? 'rejected' : 'approved';
    expect((await workflowAs(app, 'hr', w.id))?.documents[0]).toMatchObject({ status: winner, version: 2 });
  });

  it('without a version (a Keystone client), only a pending document can be reviewed', async () => {
    const w = await openWorkflow(app, company1001, '2011-05-01', 1);
    const id = w.documents[0];
    await dataAs(app, 'hr', review, { id, data: { status: 'approved' } });
    expect(await errorCodesAs(app, 'hr', review, { id, data: { status: 'rejected', feedback: 'No' } })).toEqual(['CONFLICT']);
    expect((await workflowAs(app, 'hr', w.id))?.documents[0]?.status).toBe('approved');
  });
});

describe('corrections (new versions)', () => {
  it('a correction replaces the rejected document; the old version can no longer be reviewed or replaced', async () => {
    const w = await openWorkflow(app, company1001, '2011-06-01', 2);
    const [a, b] = w.documents;
    await dataAs(app, 'hr', review, { id: a, data: { status: 'approved' } });
    await dataAs(app, 'hr', review, { id: b, data: { status: 'rejected', feedback: 'Bonus missing' } });
    const added = await addAs(app, 'payroll', { workflow: { connect: { id: w.id } }, replaces: { connect: { id: b } }, document: { upload: pdf('corrected') }, feedbackFg: 'Bonus added' });
    const correction = added.data?.createHrSalaryWorkflowDocument.id;
    expect(added.errors).toBeUndefined();
    const after = await workflowAs(app, 'hr', w.id);
    expect(after?.status).toBe('in_review');
    expect(after?.documents.find((d) => d.id === correction)).toMatchObject({ status: 'pending', replaces: { id: b }, document: { filename: 'corrected.pdf' } });
    expect(await errorCodesAs(app, 'hr', review, { id: b, data: { status: 'approved' } })).toEqual(['CONFLICT']);
    const again = await addAs(app, 'payroll', { workflow: { connect: { id: w.id } }, replaces: { connect: { id: b } }, feedbackFg: 'Twice' });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    await dataAs(app, 'hr', review, { id: correction, data: { status: 'approved' } });
    expect((await workflowAs(app, 'hr', w.id))?.status).toBe('approved');
  });

  it('a reply without a file is allowed; an empty one, or one for another workflow’s document, is refused', async () => {
    const w = await openWorkflow(app, company1001, '2011-07-01', 1);
    const other = await openWorkflow(app, company1001, '2011-08-01', 1);
    await dataAs(app, 'hr', review, { id: w.documents[0], data: { status: 'rejected', feedback: 'Why so high?' } });
    const reply = await addAs(app, 'payroll', { workflow: { connect: { id: w.id } }, replaces: { connect: { id: w.documents[0] } }, feedbackFg: 'It includes the 13th month.' });
    expect(reply.errors).toBeUndefined();
    const empty = await addAs(app, 'payroll', { workflow: { connect: { id: w.id } }, feedbackFg: '  ' });
    expect(empty.errors?.[0]).toMatchObject({ message: 'Add a file or a comment', extensions: { code: 'BAD_USER_INPUT' } });
    const crossed = await addAs(app, 'payroll', { workflow: { connect: { id: w.id } }, replaces: { connect: { id: other.documents[0] } }, feedbackFg: 'x' });
    expect(crossed.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('release gate', () => {
  it('records who released and when; a later upload reopens it visibly; the next approval releases it again', async () => {
    const w = await openWorkflow(app, company1001, '2011-09-01', 1);
    await dataAs(app, 'hr', review, { id: w.documents[0], data: { status: 'approved' } });
    const released = await workflowAs(app, 'hr', w.id);
    expect(released).toMatchObject({ status: 'approved', releasedBy: { email: 'hr@demo.test' }, reopenedAt: null });
    expect(released?.releasedAt).not.toBeNull();

    const late = await addAs(app, 'payroll', { workflow: { connect: { id: w.id } }, document: { upload: pdf('late') } });
    const reopened = await workflowAs(app, 'hr', w.id);
    expect(reopened).toMatchObject({ status: 'in_review', releasedAt: released?.releasedAt });
    expect(reopened?.reopenedAt).not.toBeNull();

    await dataAs(app, 'hr', review, { id: late.data?.createHrSalaryWorkflowDocument.id, data: { status: 'approved' } });
    expect(await workflowAs(app, 'hr', w.id)).toMatchObject({ status: 'approved', reopenedAt: null });
    const events = await app.services.db.select({ action: auditEvents.action }).from(auditEvents).where(and(eq(auditEvents.list, 'HrSalaryWorkflow'), eq(auditEvents.itemId, w.id)));
    expect(events.map((e) => e.action)).toEqual(['create', 'release', 'reopen', 'release']);
  });

  it('lists filter on the stored status', async () => {
    const w = await openWorkflow(app, company1001, '2011-10-01', 1);
    await dataAs(app, 'hr', review, { id: w.documents[0], data: { status: 'rejected', feedback: 'No' } });
    const data = await dataAs<{ hrSalaryWorkflows: { id: string }[] }>(app, 'hr', '{ hrSalaryWorkflows(where: { status: { equals: changes_requested } }, take: 100) { id } }');
    expect(data.hrSalaryWorkflows.map((x) => x.id)).toContain(w.id);
  });
});

describe('deleteHrSalaryWorkflowDocument', () => {
  it('removes the row and its file, audit-logs it, and derives the status again', async () => {
    const w = await openWorkflow(app, company1001, '2011-11-01', 2);
    const [a, b] = w.documents;
    await dataAs(app, 'hr', review, { id: a, data: { status: 'approved' } });
    const filesBefore = (await storedFiles(app.dataDir)).length;
    // Documents created together share createdAt, so which file is b's is read, not assumed.
    const removedName = (await workflowAs(app, 'hr', w.id))?.documents.find((d) => d.id === b)?.document?.filename;
    // admin@ holds canRemoveSalaryWorkflowDocument.
    expect(await dataAs(app, 'admin', remove, { id: b })).toEqual({ deleteHrSalaryWorkflowDocument: { id: b } });
    expect((await storedFiles(app.dataDir)).length).toBe(filesBefore - 1);
    const after = await workflowAs(app, 'hr', w.id);
    expect(after?.documents.map((d) => d.id)).toEqual([a]);
    expect(after?.status).toBe('approved');
    const [event] = await app.services.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'delete'), eq(auditEvents.itemId, String(b))));
    expect(event).toMatchObject({ list: 'HrSalaryWorkflowDocument', details: { filename: removedName, workflowId: w.id } });
  });
});

describe('who wrote each part', () => {
  it('a reviewer reads the names of the fiduciary staff who created the workflow and its documents, but not their user records', async () => {
    const w = await openWorkflow(app, company1001, '2011-12-01', 1);
    await dataAs(app, 'hr', review, { id: w.documents[0], data: { status: 'approved' } });
    const data = await dataAs<{ hrSalaryWorkflow: Record<string, unknown> }>(
      app,
      'hr',
      'query($id: ID!) { hrSalaryWorkflow(where: { id: $id }) { createdByName createdBy { id } releasedByName documents { createdByName reviewedByName } } }',
      { id: w.id },
    );
    expect(data.hrSalaryWorkflow).toEqual({
      createdByName: 'Sarah Reuter',
      createdBy: null,
      releasedByName: 'Hélène Muller',
      documents: [{ createdByName: 'Sarah Reuter', reviewedByName: 'Hélène Muller' }],
    });
  });
});
