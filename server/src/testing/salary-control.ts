// Test helpers for the salary-control API tests: workflows created as payroll@ through real
// multipart requests, and reading a workflow back with its documents' versions.
import { dataAs, tokenOf, type Caller } from './access-matrix-support';
import { encodeWithExtractFiles, pdfFile, postUpload, type UploadResponse } from './multipart';
import type { TestApp } from './test-app';

export const pdf = (name: string) => new File([pdfFile(name)], `${name}.pdf`, { type: 'application/pdf' });

export type WorkflowDoc = { id: string; status: string; feedback: string; version: number; replaces: { id: string } | null; document: { filename: string } | null };
export type Workflow = { id: string; status: string; releasedAt: string | null; releasedBy: { email: string } | null; reopenedAt: string | null; documents: WorkflowDoc[] };

const createWorkflow = 'mutation($data: HrSalaryWorkflowCreateInput!) { createHrSalaryWorkflow(data: $data) { id documents(orderBy: [{ createdAt: asc }]) { id } } }';
export const addDocument = 'mutation($data: HrSalaryWorkflowDocumentCreateInput!) { createHrSalaryWorkflowDocument(data: $data) { id } }';
export const review = `mutation($id: ID!, $data: HrSalaryWorkflowDocumentUpdateInput!) {
  updateHrSalaryWorkflowDocument(where: { id: $id }, data: $data) { id status feedback version reviewedBy { email } } }`;
export const remove = 'mutation($id: ID!) { deleteHrSalaryWorkflowDocument(where: { id: $id }) { id } }';

/** payroll@ opens a workflow for `companyId` and `date` with `count` PDF documents; returns their ids. */
export async function openWorkflow(app: TestApp, companyId: string, date: string, count: number): Promise<{ id: string; documents: string[] }> {
  const documents = Array.from({ length: count }, (_, i) => ({ document: { upload: pdf(`control-${date}-${i}`) }, feedbackFg: `Part ${i + 1}` }));
  const result = await postUpload<{ createHrSalaryWorkflow: { id: string; documents: { id: string }[] } }>(
    app.fetch,
    await encodeWithExtractFiles(createWorkflow, { data: { company: { connect: { id: companyId } }, date, documents: { create: documents } } }),
    await tokenOf(app, 'payroll'),
  );
  const created = result.data?.createHrSalaryWorkflow;
  if (!created) throw new Error(`workflow not created: ${JSON.stringify(result.errors)}`);
  return { id: created.id, documents: created.documents.map((d) => d.id) };
}

/** Sends createHrSalaryWorkflowDocument as multipart (a file is optional). */
export async function addAs(app: TestApp, caller: Caller, data: Record<string, unknown>): Promise<UploadResponse<{ createHrSalaryWorkflowDocument: { id: string } }>> {
  return postUpload(app.fetch, await encodeWithExtractFiles(addDocument, { data }), await tokenOf(app, caller));
}

export async function workflowAs(app: TestApp, caller: Caller, id: string): Promise<Workflow | null> {
  const data = await dataAs<{ hrSalaryWorkflow: Workflow | null }>(
    app,
    caller,
    `query($id: ID!) { hrSalaryWorkflow(where: { id: $id }) {
      id status releasedAt releasedBy { email } reopenedAt
      documents(orderBy: [{ createdAt: asc }]) { id status feedback version replaces { id } document { filename } }
    } }`,
    { id },
  );
  return data.hrSalaryWorkflow;
}
