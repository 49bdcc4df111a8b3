// The API's request size limit is the configured MAX_REQUEST_BYTES, whatever the GraphQL server's own default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMultipart, demoIds, graphqlUploadParts, postUpload, sha256Hex } from '../testing/multipart';
import { createTestApp, type TestApp } from '../testing/test-app';
import { listenTestServer } from '../testing/test-server';

const MiB = 1024 * 1024;
let app: TestApp;
let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  app = await createTestApp({ maxRequestBytes: 40 * MiB, maxUploadBytes: 16 * MiB });
  ({ base, stop } = await listenTestServer(app));
});
afterAll(async () => {
  await stop();
  await app.close();
});

/** A PDF of `size` bytes: a header, filler and the end marker. */
const bigPdf = (size: number, fill: number) => {
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
  bytes.set(new TextEncoder().encode('\n%%EOF\n'), size - 7);
  return bytes;
};

const CREATE = 'mutation($data: HrSalaryWorkflowCreateInput!) { createHrSalaryWorkflow(data: $data) { id documents { document { filesize sha256 } } } }';

describe('request size', () => {
  it('accepts a salary control of two 15 MiB documents in one 30 MiB request, under the configured 40 MiB', async () => {
    const ids = await demoIds(app.services.db);
    const files = [bigPdf(15 * MiB, 65), bigPdf(15 * MiB, 66)];
    const data = { company: { connect: { id: await ids.company('1001') } }, date: '2025-10-01', documents: { create: files.map(() => ({ document: { upload: null }, feedbackFg: '' })) } };
    const body = buildMultipart(graphqlUploadParts(CREATE, { data }, files.map((bytes, i) => ({ path: `variables.data.documents.create.${i}.document.upload`, filename: `control-${i}.pdf`, bytes }))));
    const result = await postUpload<{ createHrSalaryWorkflow: { documents: { document: { filesize: number; sha256: string } }[] } }>(
      (input, init) => fetch(`${base}${input}`, init),
      body,
      await app.tokenFor('payroll@demo.test'),
    );
    expect(result.errors).toBeUndefined();
    expect(result.status).toBe(200);
    expect(result.data?.createHrSalaryWorkflow.documents.map((d) => d.document).sort((a, b) => a.sha256.localeCompare(b.sha256))).toEqual(
      files.map((bytes) => ({ filesize: 15 * MiB, sha256: sha256Hex(bytes) })).sort((a, b) => a.sha256.localeCompare(b.sha256)),
    );
  });
});
