// With STORAGE_URL on an S3 bucket (s3rver), a salary slip goes through the real GraphQL upload path
// into the bucket and comes back through the one-origin server's signed download link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMultipart, demoIds, graphqlUploadParts, pdfFile, postUpload, sha256Hex } from '../testing/multipart';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { listenTestServer } from '../testing/test-server';

let s3: S3TestServer;
let app: TestApp;
let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  s3 = await startS3TestServer();
  app = await createTestApp({ storage: s3.config });
  ({ base, stop } = await listenTestServer(app));
});
afterAll(async () => {
  await stop();
  await app.close();
  await s3.stop();
});

type Attachment = { filename: string; filesize: number; sha256: string; url: string };
const createHrSalary = `mutation($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id attachment { filename filesize sha256 url } } }`;

async function uploadSlip(filename: string, bytes: Uint8Array) {
  const data = { date: '2025-11-01', type: 'slip', employee: { connect: { id: await (await demoIds(app.services.db)).employee('1001', '12') } }, attachment: { upload: null } };
  const body = buildMultipart(graphqlUploadParts(createHrSalary, { data }, [{ path: 'variables.data.attachment.upload', filename, bytes }]));
  return postUpload<{ createHrSalary: { attachment: Attachment } | null }>(app.fetch, body, await app.tokenFor('payroll@demo.test'));
}

describe('uploads and downloads with S3 storage', () => {
  it('stores an uploaded salary slip in the bucket and serves it through its signed download link', async () => {
    const before = await s3.objectKeys();
    const bytes = pdfFile('slip for code 12, November 2025, in S3');
    const result = await uploadSlip('Sal_1001_12_112025.pdf', bytes);
    expect(result.errors).toBeUndefined();
    const attachment = result.data?.createHrSalary?.attachment;
    expect(attachment).toMatchObject({ filename: 'Sal_1001_12_112025.pdf', filesize: bytes.byteLength, sha256: sha256Hex(bytes) });
    expect((await s3.objectKeys()).length).toBe(before.length + 1);

    const download = await fetch(base + attachment!.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('Sal_1001_12_112025.pdf');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const tampered = await fetch(base + attachment!.url.replace(/sig=[^&]+/, 'sig=forged'));
    expect(tampered.status).toBe(403);
    await tampered.arrayBuffer();
  });

  it('refuses an executable named .pdf with BAD_USER_INPUT and adds nothing to the bucket', async () => {
    const before = await s3.objectKeys();
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);
    const result = await uploadSlip('Sal_1001_12_122025.pdf', exe);
    expect(result.errors?.[0]).toMatchObject({ message: 'File type not accepted: expected PDF. "Sal_1001_12_122025.pdf" is not a real PDF file.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await s3.objectKeys()).toEqual(before);
  });
});
