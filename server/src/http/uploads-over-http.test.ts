import { readdir, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILES_PER_REQUEST } from '../app';
import { signFileUrl } from '../storage/signed-url';
import { buildMultipart, demoIds, encodeWithExtractFiles, graphqlUploadParts, pdfFile, postUpload, sha256Hex, storedFiles } from '../testing/multipart';
import { servedTestApp } from '../testing/test-server';

const MAX_REQUEST_BYTES = 256 * 1024;
/** The real one-origin server on a free port, over the test app's database and storage. */
const served = servedTestApp({ maxRequestBytes: MAX_REQUEST_BYTES });
let ids: Awaited<ReturnType<typeof demoIds>>;

beforeAll(async () => {
  ids = await demoIds(served.app.services.db);
});

const overSocket = (input: string, init?: RequestInit) => fetch(`${served.base}${input}`, init);

type Attachment = { filename: string; filesize: number; sha256: string; url: string };
const createHrSalary = 'mutation($data: HrSalaryCreateInput!) { createHrSalary(data: $data) { id attachment { filename filesize sha256 url } } }';
const slipData = async (upload: File | null) => ({ date: '2025-11-01', employee: { connect: { id: await ids.employee('1001', '12') } }, attachment: { upload } });

async function download(url: string) {
  const response = await overSocket(url);
  return { status: response.status, disposition: response.headers.get('content-disposition'), type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('uploads and downloads over a real socket', () => {
  it('stores a hand-built multipart upload and serves the same bytes under the original name', async () => {
    const bytes = pdfFile('over the wire '.repeat(500));
    const body = buildMultipart(
      graphqlUploadParts(createHrSalary, { data: await slipData(null) }, [{ path: 'variables.data.attachment.upload', filename: 'Sal_1001_12_112025.pdf', bytes }]),
      'XyZ-hand-made-boundary-0123456789',
    );
    const result = await postUpload<{ createHrSalary: { attachment: Attachment } }>(overSocket, body, await served.app.tokenFor('payroll@demo.test'));
    expect(result.errors).toBeUndefined();
    const attachment = result.data?.createHrSalary.attachment;
    expect(attachment).toMatchObject({ filename: 'Sal_1001_12_112025.pdf', filesize: bytes.byteLength, sha256: sha256Hex(bytes) });

    const file = await download(attachment?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.disposition).toBe(`attachment; filename="Sal_1001_12_112025.pdf"; filename*=UTF-8''Sal_1001_12_112025.pdf`);
    expect(sha256Hex(file.bytes)).toBe(sha256Hex(bytes));
    expect(file.bytes.byteLength).toBe(bytes.byteLength);
  });

  it('stores an upload encoded by extract-files and sent by fetch, keeping a non-ASCII name for the download', async () => {
    const bytes = pdfFile('décembre');
    const name = 'Fiche de paie décembre (2025).pdf';
    const form = await encodeWithExtractFiles(createHrSalary, { data: await slipData(new File([bytes], name, { type: 'application/pdf' })) });
    const result = await postUpload<{ createHrSalary: { attachment: Attachment } }>(overSocket, form, await served.app.tokenFor('payroll@demo.test'));
    expect(result.errors).toBeUndefined();
    const attachment = result.data?.createHrSalary.attachment;
    expect(attachment).toMatchObject({ filename: name, filesize: bytes.byteLength, sha256: sha256Hex(bytes) });
    const file = await download(attachment?.url ?? '');
    expect(file.disposition).toBe(`attachment; filename="Fiche de paie decembre (2025).pdf"; filename*=UTF-8''Fiche%20de%20paie%20d%C3%A9cembre%20%282025%29.pdf`);
    expect(Buffer.from(file.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses forged, tampered and expired download links with 403', async () => {
    const result = await postUpload<{ createHrSalary: { attachment: Attachment } }>(
      overSocket,
      await encodeWithExtractFiles(createHrSalary, { data: await slipData(new File([pdfFile('secret')], 'secret.pdf')) }),
      await served.app.tokenFor('payroll@demo.test'),
    );
    const url = new URL(result.data?.createHrSalary.attachment.url ?? '', served.base);
    const key = url.pathname.split('/')[2] ?? '';
    expect((await download(url.pathname + url.search)).status).toBe(200);

    const renamed = new URL(url);
    renamed.searchParams.set('name', 'other.pdf');
    const later = new URL(url);
    later.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    const forged = signFileUrl('not-the-server-secret-at-all', { key, filename: 'secret.pdf' });
    const expired = signFileUrl(served.app.services.config.secret, { key, filename: 'secret.pdf' }, 300, Date.now() - 3_600_000);
    for (const bad of [renamed.pathname + renamed.search, later.pathname + later.search, forged, expired, url.pathname]) {
      const response = await download(bad);
      expect(response.status).toBe(403);
      expect(Buffer.from(response.bytes).toString()).not.toContain('secret');
    }
  });

  it('takes several files in one request as the upload queue sends them: each create on its own, a file that is no PDF refused alone', async () => {
    // As upload-operations.ts builds it for three queued salary slips (uploadRequest).
    const query = 'mutation UploadFiles($f0: HrSalaryCreateInput!, $f1: HrSalaryCreateInput!, $f2: HrSalaryCreateInput!) { f0: createHrSalary(data: $f0) { id attachment { sha256 } } f1: createHrSalary(data: $f1) { id } f2: createHrSalary(data: $f2) { id attachment { sha256 } } }';
    const slip = async (code: string, uploadKey: string) => ({ date: '2025-10-01', type: 'slip', employee: { connect: { id: await ids.employee('1001', code) } }, attachment: { upload: null }, uploadKey });
    const variables = { f0: await slip('12', 'several-files-0'), f1: await slip('13', 'several-files-1'), f2: await slip('14', 'several-files-2') };
    const good = [pdfFile('first of three'), pdfFile('third of three')];
    const files = [
      { path: 'variables.f0.attachment.upload', filename: 'Sal_1001_12_102025.pdf', bytes: good[0]! },
      { path: 'variables.f1.attachment.upload', filename: 'Sal_1001_13_102025.pdf', bytes: new TextEncoder().encode('MZ\x90\x00 an executable, not a PDF') },
      { path: 'variables.f2.attachment.upload', filename: 'Sal_1001_14_102025.pdf', bytes: good[1]! },
    ];
    const before = await storedFiles(served.app.dataDir);
    const token = await served.app.tokenFor('payroll@demo.test');
    const send = () => postUpload<{ f0: { id: string; attachment: { sha256: string } } | null; f1: { id: string } | null; f2: { id: string; attachment: { sha256: string } } | null }>(
      overSocket,
      buildMultipart(graphqlUploadParts(query, variables, files)),
      token,
    );
    const result = await send();
    expect(result.data?.f0?.attachment.sha256).toBe(sha256Hex(good[0]!));
    expect(result.data?.f2?.attachment.sha256).toBe(sha256Hex(good[1]!));
    expect(result.data?.f1).toBeNull();
    expect(result.errors).toEqual([expect.objectContaining({ path: ['f1'], message: expect.stringMatching(/File type not accepted/), extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })]);
    const stored = await storedFiles(served.app.dataDir);
    expect(stored.length - before.length).toBe(2);
    // Sent again (an answer lost on the way): the same two items, no new file.
    const again = await send();
    expect([again.data?.f0?.id, again.data?.f2?.id]).toEqual([result.data?.f0?.id, result.data?.f2?.id]);
    expect(await storedFiles(served.app.dataDir)).toEqual(stored);
  });

  it('answers 400 to a multipart upload without the CSRF header and stores nothing', async () => {
    const before = await storedFiles(served.app.dataDir);
    const form = await encodeWithExtractFiles(createHrSalary, { data: await slipData(new File([pdfFile()], 'a.pdf')) });
    const result = await postUpload(overSocket, form, await served.app.tokenFor('payroll@demo.test'), {});
    expect(result.status).toBe(400);
    expect(await storedFiles(served.app.dataDir)).toEqual(before);
  });
});

/** The uploads being received (http/multipart-spool.ts) and their sizes on disk. */
async function partsOnDisk(): Promise<{ name: string; size: number }[]> {
  const dir = path.join(served.app.dataDir, 'files', 'tmp');
  const names = (await readdir(dir)).filter((name) => name.endsWith('.part'));
  return Promise.all(names.map(async (name) => ({ name, size: (await stat(path.join(dir, name)).catch(() => ({ size: 0 }))).size })));
}

async function waitFor<T>(what: string, check: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await check();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('a file on its way in', () => {
  it('is written to disk while the request is still arriving, not held in memory, and the answer leaves no copy behind', async () => {
    const bytes = pdfFile('x'.repeat(200 * 1024));
    const body = buildMultipart(graphqlUploadParts(createHrSalary, { data: await slipData(null) }, [{ path: 'variables.data.attachment.upload', filename: 'Sal_1001_12_112025.pdf', bytes }]));
    const half = body.body.byteLength - 100 * 1024;
    const token = await served.app.tokenFor('payroll@demo.test');
    const before = await storedFiles(served.app.dataDir);
    let sendRest = () => undefined as void;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${served.base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': body.contentType, 'content-length': body.body.byteLength, 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.body.subarray(0, half));
      sendRest = () => void req.end(body.body.subarray(half));
    });

    // The first half of the file is on disk before the second has been sent.
    const partial = await waitFor('the first half of the file on disk', async () => (await partsOnDisk()).find((part) => part.size >= 64 * 1024) ?? null);
    expect(partial.size).toBeLessThan(bytes.byteLength);
    sendRest();

    const { status, text } = await answer;
    expect(status).toBe(200);
    const attachment = (JSON.parse(text) as { data: { createHrSalary: { attachment: Attachment } } }).data.createHrSalary.attachment;
    expect(attachment).toMatchObject({ filesize: bytes.byteLength, sha256: sha256Hex(bytes) });
    expect(sha256Hex((await download(attachment.url)).bytes)).toBe(sha256Hex(bytes));
    expect(await partsOnDisk()).toEqual([]);
    expect(await storedFiles(served.app.dataDir)).toHaveLength(before.length + 1);
  });

  it('leaves nothing on disk when the client goes away mid-file', async () => {
    const bytes = pdfFile('y'.repeat(200 * 1024));
    const body = buildMultipart(graphqlUploadParts(createHrSalary, { data: await slipData(null) }, [{ path: 'variables.data.attachment.upload', filename: 'cut.pdf', bytes }]));
    const before = await storedFiles(served.app.dataDir);
    const req = httpRequest(`${served.base}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': body.contentType, 'content-length': body.body.byteLength, 'apollo-require-preflight': 'true', authorization: `Bearer ${await served.app.tokenFor('payroll@demo.test')}` },
    });
    req.on('error', () => undefined); // the connection is cut on purpose
    req.write(body.body.subarray(0, body.body.byteLength - 100 * 1024));
    await waitFor('part of the file on disk', async () => ((await partsOnDisk()).length > 0 ? true : null));
    req.destroy();

    await waitFor('the partial file removed', async () => ((await partsOnDisk()).length === 0 ? true : null));
    expect(await storedFiles(served.app.dataDir)).toEqual(before);
  });

  it('refuses a request with more file parts than one may carry (400) and leaves none of them on disk', async () => {
    const files = Array.from({ length: MAX_FILES_PER_REQUEST + 1 }, (_, i) => ({ path: i === 0 ? 'variables.data.attachment.upload' : `variables.extra${i}`, filename: `f${i}.pdf`, bytes: pdfFile(String(i)) }));
    const before = await storedFiles(served.app.dataDir);
    const result = await postUpload(overSocket, buildMultipart(graphqlUploadParts(createHrSalary, { data: await slipData(null) }, files)), await served.app.tokenFor('payroll@demo.test'));
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toMatch(`Files limit exceeded: ${MAX_FILES_PER_REQUEST}`);
    expect(await partsOnDisk()).toEqual([]);
    expect(await storedFiles(served.app.dataDir)).toEqual(before);
  });
});

describe('transport limits and health', () => {
  it('answers 413 to a request declaring more than MAX_REQUEST_BYTES, before reading it', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${served.base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(MAX_REQUEST_BYTES + 1), 'apollo-require-preflight': 'true' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      // Only the start of the body is sent: the server must answer from the declared length alone.
      req.write('--b\r\n');
    });
    expect(status).toBe(413);
  });

  it('answers 413 to a real oversized body sent by fetch and stores nothing', async () => {
    const before = await storedFiles(served.app.dataDir);
    const big = new Uint8Array(MAX_REQUEST_BYTES + 1024).fill(0x20);
    big.set(pdfFile().subarray(0, 8));
    const body = buildMultipart(graphqlUploadParts(createHrSalary, { data: await slipData(null) }, [{ path: 'variables.data.attachment.upload', filename: 'big.pdf', bytes: big }]));
    const status = await overSocket('/api/graphql', {
      method: 'POST',
      headers: { 'content-type': body.contentType, 'apollo-require-preflight': 'true', authorization: `Bearer ${await served.app.tokenFor('payroll@demo.test')}` },
      body: body.body,
    }).then((response) => response.status);
    expect(status).toBe(413);
    expect(await storedFiles(served.app.dataDir)).toEqual(before);
  });

  it('refuses a chunked API request without a declared length (411), so no body can pass the request limit unseen', async () => {
    const body = JSON.stringify({ query: '{ me { id } }', variables: { pad: 'x'.repeat(MAX_REQUEST_BYTES * 2) } });
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${served.base}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(body.slice(0, 16 * 1024));
    });
    expect(status).toBe(411);
  });

  it('allows cross-origin calls only from the configured web origins', async () => {
    const preflight = (origin: string) =>
      overSocket('/api/graphql', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,apollo-require-preflight,authorization' },
      });
    const allowedOrigin = served.app.services.config.webOrigins[0] ?? '';
    const allowed = await preflight(allowedOrigin);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    const other = await preflight('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    expect(other.headers.get('access-control-allow-origin')).not.toBe('*');
  });

  it('answers /healthz with 200', async () => {
    const response = await overSocket('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
