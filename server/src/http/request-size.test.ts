// The API's request size limit is the configured MAX_REQUEST_BYTES, whatever the GraphQL server's own default.
import { describe, expect, it } from 'vitest';
import { makePdf } from '../db/seed/pdf';
import { buildMultipart, demoIds, graphqlUploadParts, postUpload, sha256Hex } from '../testing/multipart';
import { servedTestApp } from '../testing/test-server';

const MiB = 1024 * 1024;
const served = servedTestApp({ maxRequestBytes: 40 * MiB, maxUploadBytes: 16 * MiB });

const CREATE = 'mutation($data: HrSalaryWorkflowCreateInput!) { createHrSalaryWorkflow(data: $data) { id documents { document { filesize sha256 } } } }';

describe('request size', () => {
  it('accepts a salary control of two 15 MiB documents in one 30 MiB request, under the configured 40 MiB', async () => {
    const ids = await demoIds(served.app.services.db);
    const files = [makePdf(['Salary control, first document'], { minBytes: 15 * MiB }), makePdf(['Salary control, second document'], { minBytes: 15 * MiB })];
    const data = { company: { connect: { id: await ids.company('1001') } }, date: '2025-10-01', documents: { create: files.map(() => ({ document: { upload: null }, feedbackFg: '' })) } };
    const body = buildMultipart(graphqlUploadParts(CREATE, { data }, files.map((bytes, i) => ({ path: `variables.data.documents.create.${i}.document.upload`, filename: `control-${i}.pdf`, bytes }))));
    const result = await postUpload<{ createHrSalaryWorkflow: { documents: { document: { filesize: number; sha256: string } }[] } }>(
      (input, init) => fetch(`${served.base}${input}`, init),
      body,
      await served.app.tokenFor('payroll@demo.test'),
    );
    expect(result.errors).toBeUndefined();
    expect(result.status).toBe(200);
    expect(result.data?.createHrSalaryWorkflow.documents.map((d) => d.document).sort((a, b) => a.sha256.localeCompare(b.sha256))).toEqual(
      files.map((bytes) => ({ filesize: bytes.byteLength, sha256: sha256Hex(bytes) })).sort((a, b) => a.sha256.localeCompare(b.sha256)),
    );
  });
});
