// `npm run bench:finance`: the streamed ZIP export (issue 12). 500 accounting documents of 1 MB are
// exported as one ZIP over the real HTTP server, against reading the same 500 files from disk in the
// same run; the process's peak RSS during the export shows whether the ZIP is built in memory.
// Figures are reported, not asserted.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { makePdf } from '../server/src/db/seed/pdf';
import { accountingDocuments, companies } from '../server/src/db/schema';
import { createTestApp } from '../server/src/testing/test-app';
import { listenTestServer } from '../server/src/testing/test-server';

const FILES = 500;
const BYTES = 1024 * 1024;
const MB = 1024 * 1024;

/** A real PDF padded to `bytes` inside a trailing comment, different for every index. */
function pdfOfSize(index: number): Uint8Array<ArrayBuffer> {
  const base = Buffer.from(makePdf([`bench document ${index}`]));
  const padded = Buffer.concat([base, Buffer.alloc(BYTES - base.length, 0x25)]);
  return new Uint8Array(padded);
}

function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  return { stop: () => (clearInterval(timer), Math.max(peak, process.memoryUsage().rss)) };
}

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += chunk.byteLength;
  return bytes;
}

const app = await createTestApp();
const server = await listenTestServer(app);
try {
  const [company] = await app.services.db.select({ id: companies.id }).from(companies).where(eq(companies.code, '1003'));
  const keys: string[] = [];
  const ids: string[] = [];
  for (let i = 0; i < FILES; i += 1) {
    const stored = await app.services.storage.save(new File([pdfOfSize(i)], `bench-${i}.pdf`), { accept: ['pdf'], maxBytes: 2 * BYTES });
    const [row] = await app.services.db
      .insert(accountingDocuments)
      .values({ type: 'other', date: '2001-01-01', tag: 'bench', companyId: company!.id, fileKey: stored.key, filename: stored.filename, filesize: stored.filesize, sha256: stored.sha256, mimetype: stored.mimetype })
      .returning({ id: accountingDocuments.id });
    keys.push(stored.key);
    ids.push(row!.id);
  }
  const token = await app.tokenFor('accountant@demo.test');
  global.gc?.();

  const diskStart = performance.now();
  let diskBytes = 0;
  for (const key of keys) diskBytes += await drain((await app.services.storage.read(key))!);
  const diskSeconds = (performance.now() - diskStart) / 1000;

  const rssBefore = process.memoryUsage().rss;
  const sampler = rssSampler();
  const zipStart = performance.now();
  const answer = await app.gql<{ downloadArchiveUrl: string }>('mutation($ids: [ID!]!) { downloadArchiveUrl(list: AccountingDocument, ids: $ids) }', { ids }, token);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  const response = await fetch(server.base + answer.data.downloadArchiveUrl);
  if (response.status !== 200 || !response.body) throw new Error(`archive answered ${response.status}`);
  const zipBytes = await drain(response.body);
  const zipSeconds = (performance.now() - zipStart) / 1000;
  const peak = sampler.stop();

  const rows = [
    ['files', `${FILES} × ${BYTES / MB} MB`],
    ['read from disk', `${(diskBytes / MB).toFixed(0)} MB in ${diskSeconds.toFixed(2)} s = ${(diskBytes / MB / diskSeconds).toFixed(0)} MB/s`],
    ['ZIP export over HTTP', `${(zipBytes / MB).toFixed(0)} MB in ${zipSeconds.toFixed(2)} s = ${(zipBytes / MB / zipSeconds).toFixed(0)} MB/s (${((diskSeconds / zipSeconds) * 100).toFixed(0)} % of disk speed)`],
    ['RSS before the export', `${(rssBefore / MB).toFixed(0)} MB`],
    ['peak RSS during the export', `${(peak / MB).toFixed(0)} MB (+${((peak - rssBefore) / MB).toFixed(0)} MB for a ${(zipBytes / MB).toFixed(0)} MB ZIP; server and client in this one process)`],
  ];
  for (const [label, value] of rows) console.log(`${(label ?? '').padEnd(28)} ${value}`);
} finally {
  await server.stop();
  await app.close();
}
