// Access matrix, reviews: HR document removal requests and approval, salary-control document review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../db/seed/demo-facts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { dataAs, errorCodesAs, type Caller } from '../testing/access-matrix-support';

let app: TestApp;
/** employee@'s documents by type name. */
let doc: Record<string, string>;
/** The two pending documents of the open salary control. */
let pending: [string, string];

interface HrDoc {
  id: string;
  requestedRemoval: boolean;
  needsReview: boolean;
  type: { name: string };
}
interface WorkflowDoc {
  id: string;
  status: string;
  feedback: string;
  reviewedBy: { email: string } | null;
}

const docsQuery = '{ hrDocuments { id requestedRemoval needsReview type { name } } }';
const workflowDocsQuery = '{ hrSalaryWorkflowDocuments(orderBy: [{ createdAt: asc }]) { id status feedback reviewedBy { email } } }';

async function documents(): Promise<Record<string, Omit<HrDoc, 'type' | 'id'>>> {
  const { hrDocuments } = await dataAs<{ hrDocuments: HrDoc[] }>(app, 'admin', docsQuery);
  return Object.fromEntries(hrDocuments.map((d) => [d.type.name, { requestedRemoval: d.requestedRemoval, needsReview: d.needsReview }]));
}

async function workflowDocuments(): Promise<WorkflowDoc[]> {
  return (await dataAs<{ hrSalaryWorkflowDocuments: WorkflowDoc[] }>(app, 'admin', workflowDocsQuery)).hrSalaryWorkflowDocuments;
}

beforeAll(async () => {
  app = await createTestApp();
  const { hrDocuments } = await dataAs<{ hrDocuments: HrDoc[] }>(app, 'admin', docsQuery);
  doc = Object.fromEntries(hrDocuments.map((d) => [d.type.name, d.id]));
  const { hrSalaryWorkflows } = await dataAs<{ hrSalaryWorkflows: { documents: { id: string }[] }[] }>(
    app,
    'admin',
    '{ hrSalaryWorkflows(where: { documents: { every: { status: { equals: pending } } } }) { documents(orderBy: [{ createdAt: asc }]) { id } } }',
  );
  expect(hrSalaryWorkflows).toHaveLength(1);
  pending = hrSalaryWorkflows[0]!.documents.map((d) => d.id) as [string, string];
});
afterAll(() => app.close());

const updateDocs = 'mutation($data: [HrDocumentUpdateArgs!]!) { updateHrDocuments(data: $data) { requestedRemoval needsReview } }';
const change = (id: string | undefined, data: Record<string, boolean>) => ({ data: [{ where: { id }, data }] });

describe('updateHrDocuments', () => {
  it('the employee asks for the removal of their identity card', async () => {
    expect(await dataAs(app, 'employee', updateDocs, change(doc['Identity card'], { requestedRemoval: true }))).toEqual({
      updateHrDocuments: [{ requestedRemoval: true, needsReview: false }],
    });
  });

  it('HR of 1001 asks for the removal of the driving licence', async () => {
    expect(await dataAs(app, 'hr', updateDocs, change(doc['Driving licence'], { requestedRemoval: true }))).toEqual({
      updateHrDocuments: [{ requestedRemoval: true, needsReview: false }],
    });
  });

  it.each([
    ['employee', { requestedRemoval: false }, 'FORBIDDEN'],
    ['employee', { needsReview: false }, 'FORBIDDEN'],
    ['hr', { needsReview: false }, 'FORBIDDEN'],
    ['hr', { requestedRemoval: false }, 'FORBIDDEN'],
    ['payroll', { requestedRemoval: true }, 'NOT_FOUND'],
    ['finance', { requestedRemoval: true }, 'NOT_FOUND'],
    ['multi', { requestedRemoval: true }, 'NOT_FOUND'],
    ['accountant', { needsReview: false }, 'NOT_FOUND'],
    ['anonymous', { requestedRemoval: true }, 'UNAUTHENTICATED'],
    ['disabled', { requestedRemoval: true }, 'UNAUTHENTICATED'],
  ] as [Caller, Record<string, boolean>, string][])('%s: %o on the bank details is refused (%s), nothing changes', async (caller, data, code) => {
    const before = await documents();
    expect(await errorCodesAs(app, caller, updateDocs, change(doc['Bank details'], data))).toEqual([code]);
    expect(await documents()).toEqual(before);
  });

  it('a batch with one refused item leaves every item untouched', async () => {
    const before = await documents();
    const data = [
      { where: { id: doc['Bank details'] }, data: { requestedRemoval: true } },
      { where: { id: doc['Identity card'] }, data: { needsReview: false } },
    ];
    expect(await errorCodesAs(app, 'employee', updateDocs, { data })).toEqual(['FORBIDDEN']);
    expect(await documents()).toEqual(before);
  });

  it('the fiduciary admin approves the bank details and withdraws a removal request', async () => {
    expect(await documents()).toEqual({
      'Identity card': { requestedRemoval: true, needsReview: false },
      'Driving licence': { requestedRemoval: true, needsReview: false },
      'Bank details': { requestedRemoval: false, needsReview: true },
    });
    const data = [
      { where: { id: doc['Bank details'] }, data: { needsReview: false } },
      { where: { id: doc['Identity card'] }, data: { requestedRemoval: false } },
    ];
    expect(await dataAs(app, 'admin', updateDocs, { data })).toEqual({
      updateHrDocuments: [
        { requestedRemoval: false, needsReview: false },
        { requestedRemoval: false, needsReview: false },
      ],
    });
  });
});

describe('updateHrSalaryWorkflowDocument', () => {
  const review = `mutation($id: ID!, $status: HrSalaryWorkflowDocumentStatusType, $feedback: String) {
    updateHrSalaryWorkflowDocument(where: { id: $id }, data: { status: $status, feedback: $feedback }) { status feedback reviewedBy { email } }
  }`;

  it('HR of 1001 (a reviewer there) approves a pending document', async () => {
    expect(await dataAs(app, 'hr', review, { id: pending[0], status: 'approved', feedback: 'Fine' })).toEqual({
      updateHrSalaryWorkflowDocument: { status: 'approved', feedback: 'Fine', reviewedBy: { email: DEMO_USERS.hr.email } },
    });
  });

  it.each([
    // Provider staff create salary controls; only the client company reviews them.
    ['admin', 'FORBIDDEN'],
    ['payroll', 'FORBIDDEN'],
    ['accountant', 'NOT_FOUND'],
    ['finance', 'NOT_FOUND'],
    ['employee', 'NOT_FOUND'],
    ['multi', 'NOT_FOUND'],
    ['anonymous', 'UNAUTHENTICATED'],
    ['disabled', 'UNAUTHENTICATED'],
  ] as [Caller, string][])('%s may not review (%s); the document stays pending', async (caller, code) => {
    expect(await errorCodesAs(app, caller, review, { id: pending[1], status: 'rejected', feedback: 'No' })).toEqual([code]);
    const after = (await workflowDocuments()).find((d) => d.id === pending[1]);
    expect(after).toMatchObject({ status: 'pending', feedback: '', reviewedBy: null });
  });

  it('the open salary control now shows one approved and one pending document', async () => {
    const data = await dataAs<{ hrSalaryWorkflowDocuments: { status: string }[] }>(
      app,
      'hr',
      'query($ids: [ID!]) { hrSalaryWorkflowDocuments(where: { id: { in: $ids } }, orderBy: [{ status: asc }]) { status } }',
      { ids: pending },
    );
    expect(data.hrSalaryWorkflowDocuments.map((d) => d.status)).toEqual(['approved', 'pending']);
  });
});
