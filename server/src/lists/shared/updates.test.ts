import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Doc = { id: string; needsReview: boolean; requestedRemoval: boolean };

const hrDocumentsOf = async (email: string, code: string) =>
  (
    await app.gql<{ hrDocuments: Doc[] }>(
      'query($code: String!) { hrDocuments(where: { employee: { code: { equals: $code }, company: { code: { equals: "1001" } } } }, orderBy: [{ createdAt: asc }]) { id needsReview requestedRemoval } }',
      { code },
      await app.tokenFor(email),
    )
  ).data?.hrDocuments ?? [];

const updateHrDocuments = 'mutation($data: [HrDocumentUpdateArgs!]!) { updateHrDocuments(data: $data) { id needsReview requestedRemoval } }';

describe('updateHrDocuments', () => {
  it('lets the employee ask for removal of their own document, but not approve it', async () => {
    const token = await app.tokenFor('employee@demo.test');
    const [first, second] = await hrDocumentsOf('employee@demo.test', '12');
    if (!first || !second) throw new Error('employee@ should have demo HR documents');

    const asked = await app.gql<{ updateHrDocuments: Doc[] }>(updateHrDocuments, { data: [{ where: { id: first.id }, data: { requestedRemoval: true } }] }, token);
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.updateHrDocuments[0]).toMatchObject({ id: first.id, requestedRemoval: true });

    // One refused item leaves the whole batch untouched.
    const mixed = await app.gql(updateHrDocuments, { data: [{ where: { id: second.id }, data: { requestedRemoval: true } }, { where: { id: first.id }, data: { needsReview: false } }] }, token);
    // No saved or requested language: the access layer answers in French (spec §1).
    expect(mixed.errors?.[0]).toMatchObject({ message: 'Vous n’avez pas l’autorisation de faire cela.', extensions: { code: 'FORBIDDEN', reason: 'NOT_ALLOWED', field: 'needsReview' } });
    const after = await hrDocumentsOf('employee@demo.test', '12');
    expect(after.find((d) => d.id === second.id)).toEqual(second);
    expect(after.find((d) => d.id === first.id)?.needsReview).toBe(first.needsReview);
  });

  it('lets the fiduciary admin approve a document and withdraw a removal request', async () => {
    const pending = (await hrDocumentsOf('admin@demo.test', '12')).find((d) => d.needsReview);
    if (!pending) throw new Error('employee@ should have a document waiting for review');
    const result = await app.gql<{ updateHrDocuments: Doc[] }>(
      updateHrDocuments,
      { data: [{ where: { id: pending.id }, data: { needsReview: false, requestedRemoval: false } }] },
      await app.tokenFor('admin@demo.test'),
    );
    expect(result.data?.updateHrDocuments[0]).toMatchObject({ needsReview: false, requestedRemoval: false });
  });

  it('announces each review (approved or declined) with the batch; a refused batch announces nothing', async () => {
    const queue = app.services.notifications;
    const enqueue = queue.enqueue;
    const events: unknown[] = [];
    queue.enqueue = (tx, event) => {
      events.push(event);
      return enqueue.call(queue, tx, event);
    };
    try {
      const [first, second] = await hrDocumentsOf('admin@demo.test', '12');
      if (!first || !second) throw new Error('employee@ should have demo HR documents');
      const refused = await app.gql(updateHrDocuments, { data: [{ where: { id: first.id }, data: { needsReview: false } }] }, await app.tokenFor('employee@demo.test'));
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ALLOWED' });
      expect(events).toEqual([]);
      const reviewed = await app.gql(
        updateHrDocuments,
        { data: [{ where: { id: first.id }, data: { needsReview: false } }, { where: { id: second.id }, data: { needsReview: false, declineReason: 'Blurred scan' } }] },
        await app.tokenFor('admin@demo.test'),
      );
      expect(reviewed.errors).toBeUndefined();
      expect(events).toEqual([
        { kind: 'hrDocumentReviewed', documentId: first.id, outcome: 'approved' },
        { kind: 'hrDocumentReviewed', documentId: second.id, outcome: 'declined' },
      ]);
    } finally {
      queue.enqueue = enqueue;
    }
  });

  it('answers NOT_FOUND for a document the caller cannot see', async () => {
    const [own] = await hrDocumentsOf('employee@demo.test', '12');
    const result = await app.gql(updateHrDocuments, { data: [{ where: { id: own?.id }, data: { requestedRemoval: true } }] }, await app.tokenFor('finance@demo.test'));
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('updateHrSalaryWorkflowDocument', () => {
  const review = `mutation($id: ID!, $data: HrSalaryWorkflowDocumentUpdateInput!) {
    updateHrSalaryWorkflowDocument(where: { id: $id }, data: $data) { id status feedback reviewedBy { email } workflow { status } } }`;

  const openDocuments = async () =>
    (
      await app.gql<{ hrSalaryWorkflows: { status: string; documents: { id: string; status: string }[] }[] }>(
        '{ hrSalaryWorkflows { status documents { id status } } }',
        {},
        await app.tokenFor('hr@demo.test'),
      )
    ).data?.hrSalaryWorkflows.find((w) => w.status === 'open')?.documents ?? [];

  it('refuses the fiduciary payroll staff and plain employees as reviewers', async () => {
    const [a] = await openDocuments();
    if (!a) throw new Error('the open demo workflow should have documents');
    const payroll = await app.gql(review, { id: a.id, data: { status: 'approved' } }, await app.tokenFor('payroll@demo.test'));
    expect(payroll.errors?.[0]).toMatchObject({ message: 'Vous n’avez pas l’autorisation de faire cela.', extensions: { code: 'FORBIDDEN', reason: 'NOT_ALLOWED' } });
    // A plain employee cannot even see the salary control.
    const employee = await app.gql(review, { id: a.id, data: { status: 'approved' } }, await app.tokenFor('employee@demo.test'));
    expect(employee.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await openDocuments()).find((d) => d.id === a.id)?.status).toBe('pending');
  });

  it('refuses feedback longer than 2000 characters', async () => {
    const [a] = await openDocuments();
    if (!a) throw new Error('the open demo workflow should have documents');
    const result = await app.gql(review, { id: a.id, data: { feedback: 'x'.repeat(2001) } }, await app.tokenFor('hr@demo.test'));
    expect(result.errors?.[0]).toMatchObject({ message: 'Feedback must be at most 2000 characters', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('lets the company HR review each document; the workflow status follows', async () => {
    const token = await app.tokenFor('hr@demo.test');
    const [a, b] = await openDocuments();
    if (!a || !b) throw new Error('the open demo workflow should have two documents');
    const first = await app.gql<{ updateHrSalaryWorkflowDocument: { status: string; feedback: string; reviewedBy: { email: string }; workflow: { status: string } } }>(
      review,
      { id: a.id, data: { status: 'approved', feedback: 'OK' } },
      token,
    );
    expect(first.data?.updateHrSalaryWorkflowDocument).toEqual({ id: a.id, status: 'approved', feedback: 'OK', reviewedBy: { email: 'hr@demo.test' }, workflow: { status: 'in_review' } });
    const second = await app.gql<{ updateHrSalaryWorkflowDocument: { workflow: { status: string } } }>(review, { id: b.id, data: { status: 'rejected', feedback: 'Wrong hours' } }, token);
    expect(second.data?.updateHrSalaryWorkflowDocument.workflow.status).toBe('changes_requested');
  });
});
