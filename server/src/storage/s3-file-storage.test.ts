// The S3 storage against a real S3-compatible server (s3rver over HTTP, through the AWS SDK).
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server';
import { pdfBytes, rejection, StreamedFile, streamToBuffer } from '../testing/test-files';

const MiB = 1024 * 1024;
const pdfOnly = { accept: ['pdf'] as const, maxBytes: 20 * MiB };
const PREFIX = 'portal/files/';

let s3: S3TestServer;
let storage: FileStorage;

beforeAll(async () => {
  s3 = await startS3TestServer({ prefix: PREFIX });
  storage = createS3FileStorage(s3.config, s3.client);
});
afterAll(() => s3.stop());

// Each test starts from an empty bucket, so "nothing left behind" is a plain listing.
beforeEach(async () => {
  for (const key of await s3.objectKeys()) await storage.remove(key.slice(PREFIX.length));
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const CHUNK = 64 * 1024;

/** A PDF of `size` bytes arriving in 64 KiB chunks, as an upload does, made as it is read. */
function streamedPdf(name: string, size: number) {
  const first = new Uint8Array(CHUNK).fill(0x41);
  first.set(pdfBytes());
  const rest = new Uint8Array(CHUNK).fill(0x42);
  const chunkAt = (i: number) => (i * CHUNK < size ? (i === 0 ? first : rest).subarray(0, Math.min(CHUNK, size - i * CHUNK)) : null);
  const expectedSha256 = () => {
    const hash = createHash('sha256');
    for (let i = 0, chunk = chunkAt(0); chunk; chunk = chunkAt(++i)) hash.update(chunk);
    return hash.digest('hex');
  };
  return { file: new StreamedFile(name, chunkAt), expectedSha256 };
}

describe('save and read', () => {
  it('stores a PDF as PREFIX<key> with its size, SHA-256, type and name, and reads the same bytes back', async () => {
    const bytes = pdfBytes('salary slip');
    const stored = await storage.save(new File([bytes], 'Sal_1001_12_112025.pdf'), pdfOnly);
    expect(stored).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      filename: 'Sal_1001_12_112025.pdf',
      filesize: bytes.byteLength,
      sha256: sha256(bytes),
      mimetype: 'application/pdf',
    });
    expect(await s3.objectKeys()).toEqual([`${PREFIX}${stored.key}`]);
    expect(await streamToBuffer((await storage.read(stored.key))!)).toEqual(Buffer.from(bytes));
  });

  it('streams a file larger than one part as a multipart upload, hashed on the way', async () => {
    const { file, expectedSha256 } = streamedPdf('annual statement.pdf', 12 * MiB + 123);
    const stored = await storage.save(file, pdfOnly);
    expect(stored).toMatchObject({ filesize: 12 * MiB + 123, sha256: expectedSha256(), mimetype: 'application/pdf' });
    expect(sha256(await streamToBuffer((await storage.read(stored.key))!))).toBe(stored.sha256);
  });

  it('accepts a PNG by its leading bytes when allowed, whatever its name', async () => {
    const accept = { accept: ['pdf', 'jpeg', 'png'] as const, maxBytes: MiB };
    const png = await storage.save(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'scan'), accept);
    expect(png.mimetype).toBe('image/png');
  });
});

describe('refusals leave no object', () => {
  it('refuses an executable named .pdf after its first bytes', async () => {
    const exe = new Uint8Array(CHUNK);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]); // "MZ": a Windows executable
    const file = new StreamedFile('payslip.pdf', (i) => (i < 100 ? exe : null));
    const error = await rejection(storage.save(file, pdfOnly));
    expect(error.message).toBe('File type not accepted: expected PDF. "payslip.pdf" is not a real PDF file.');
    expect(file.pulled).toBeLessThanOrEqual(2 * exe.byteLength);
    expect(await s3.objectKeys()).toEqual([]);
  });

  it('refuses an oversize upload mid-stream, whatever its declared size', async () => {
    const { file } = streamedPdf('huge.pdf', 100 * MiB);
    const error = await rejection(storage.save(file, { accept: ['pdf'], maxBytes: MiB }));
    expect(error.message).toBe('File is larger than the 1 MiB limit');
    expect(file.pulled).toBeLessThanOrEqual(MiB + 2 * CHUNK);
    expect(await s3.objectKeys()).toEqual([]);
  });

  it('refuses an oversize upload after a part was sent, and completes no object', async () => {
    const { file } = streamedPdf('big.pdf', 12 * MiB);
    const error = await rejection(storage.save(file, { accept: ['pdf'], maxBytes: 6 * MiB }));
    expect(error.message).toBe('File is larger than the 6 MiB limit');
    expect(await s3.objectKeys()).toEqual([]);
  });

  it('refuses an empty file and an upload that breaks off', async () => {
    expect((await rejection(storage.save(new File([], 'empty.pdf'), pdfOnly))).message).toBe('File is empty');
    const cut = new StreamedFile('cut.pdf', (i) => (i === 0 ? pdfBytes() : new Error('connection reset')));
    expect((await rejection(storage.save(cut, pdfOnly))).message).toBe('The upload was interrupted before the file was complete');
    expect(await s3.objectKeys()).toEqual([]);
  });

  it('reports a storage fault (a missing bucket) as a server error, not as the uploader\'s mistake', async () => {
    const elsewhere = createS3FileStorage({ ...s3.config, bucket: 'no-such-bucket' }, s3.client);
    const error = await elsewhere.save(new File([pdfBytes()], 'a.pdf'), pdfOnly).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(GraphQLError);
  });
});

describe('read and remove', () => {
  it('answers null for a missing key and for anything that is not a storage key', async () => {
    expect(await storage.read('0'.repeat(32))).toBeNull();
    for (const key of ['../secret', '', 'A'.repeat(32), `${'a'.repeat(31)}/`]) expect(await storage.read(key)).toBeNull();
  });

  it('removes an object, and removing it again is no error', async () => {
    const kept = await storage.save(new File([pdfBytes('kept')], 'kept.pdf'), pdfOnly);
    const stored = await storage.save(new File([pdfBytes()], 'a.pdf'), pdfOnly);
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    expect(await storage.read(stored.key)).toBeNull();
    expect(await s3.objectKeys()).toEqual([`${PREFIX}${kept.key}`]);
  });
});
