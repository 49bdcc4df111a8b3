import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { listFiles, pdfBytes, rejection, StreamedFile, streamToBuffer } from '../testing/test-files';

const MiB = 1024 * 1024;
const pdfOnly = { accept: ['pdf'] as const, maxBytes: 20 * MiB };

let root: string;
let dir: string;
let storage: FileStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  dir = path.join(root, 'files');
  storage = createLocalFileStorage(dir);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('save', () => {
  it('stores files again after its folders were removed while it ran (a cleaned data directory)', async () => {
    const first = await storage.save(new File([pdfBytes('one')], 'one.pdf'), pdfOnly);
    await rm(dir, { recursive: true, force: true });
    const second = await storage.save(new File([pdfBytes('two')], 'two.pdf'), pdfOnly);
    expect(await storage.read(first.key)).toBeNull();
    expect(await streamToBuffer((await storage.read(second.key))!)).toEqual(Buffer.from(pdfBytes('two')));
  });

  it('stores a PDF with its size, SHA-256, type and name, readable by key', async () => {
    const bytes = pdfBytes('invoice');
    const stored = await storage.save(new File([bytes], 'Invoice 2025.pdf'), pdfOnly);
    expect(stored).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      filename: 'Invoice 2025.pdf',
      filesize: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      mimetype: 'application/pdf',
    });
    const stream = await storage.read(stored.key);
    expect(stream).not.toBeNull();
    expect(await streamToBuffer(stream!)).toEqual(Buffer.from(bytes));
    expect(await listFiles(dir)).toEqual([path.join(stored.key.slice(0, 2), stored.key.slice(2, 4), stored.key)]);
  });

  it('accepts JPEG and PNG by their leading bytes when allowed', async () => {
    const accept = { accept: ['pdf', 'jpeg', 'png'] as const, maxBytes: MiB };
    const jpeg = await storage.save(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'photo.bin'), accept);
    const png = await storage.save(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'scan'), accept);
    expect([jpeg.mimetype, png.mimetype]).toEqual(['image/jpeg', 'image/png']);
  });

  it('rejects a text file named .pdf and leaves no file behind', async () => {
    const error = await rejection(storage.save(new File(['just some text, not a PDF'], 'report.pdf'), pdfOnly));
    expect(error.message).toBe('File type not accepted: expected PDF. "report.pdf" is not a real PDF file.');
    expect(await listFiles(dir)).toEqual([]);
  });

  it('rejects a PNG where only PDF is accepted, naming every accepted kind otherwise', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect((await rejection(storage.save(new File([png], 'a.pdf'), pdfOnly))).message).toBe('File type not accepted: expected PDF. "a.pdf" is not a real PDF file.');
    const text = new File(['plain text here'], 'a.txt');
    const error = await rejection(storage.save(text, { accept: ['pdf', 'jpeg', 'png'], maxBytes: MiB }));
    expect(error.message).toBe('File type not accepted: expected PDF, JPEG or PNG');
  });

  it('rejects a file whose name says another accepted kind than its bytes (a PNG named .pdf, HTML named .png)', async () => {
    const accept = { accept: ['pdf', 'jpeg', 'png'] as const, maxBytes: MiB };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
    expect((await rejection(storage.save(new File([png], 'card.pdf'), accept))).message).toBe('"card.pdf" contains a PNG file, which its name does not say: rename it to .png');
    const html = new File(['<!doctype html><script>alert(1)</script>'], 'card.png');
    expect((await rejection(storage.save(html, accept))).message).toBe('File type not accepted: expected PDF, JPEG or PNG. "card.png" is not a real PNG file.');
    expect(await listFiles(dir)).toEqual([]);
  });

  it('stops reading a wrong type after its first bytes instead of receiving all of it', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    const file = new StreamedFile('big.pdf', (i) => (i < 1000 ? chunk : null));
    await rejection(storage.save(file, pdfOnly));
    expect(file.pulled).toBeLessThanOrEqual(2 * chunk.byteLength);
    expect(await listFiles(dir)).toEqual([]);
  });

  it('rejects an oversize upload mid-stream, whatever its declared size, and leaves no file', async () => {
    const chunk = new Uint8Array(64 * 1024);
    chunk.set(pdfBytes());
    // 100 MiB would arrive in total; the limit is 1 MiB.
    const file = new StreamedFile('huge.pdf', (i) => (i < 1600 ? chunk : null));
    const error = await rejection(storage.save(file, { accept: ['pdf'], maxBytes: MiB }));
    expect(error.message).toBe('File is larger than the 1 MiB limit');
    expect(file.pulled).toBeLessThanOrEqual(MiB + 2 * chunk.byteLength);
    expect(await listFiles(dir)).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    const bytes = new Uint8Array(1024);
    bytes.set(pdfBytes());
    const stored = await storage.save(new File([bytes], 'exact.pdf'), { accept: ['pdf'], maxBytes: 1024 });
    expect(stored.filesize).toBe(1024);
  });

  it('rejects an empty file', async () => {
    const error = await rejection(storage.save(new File([], 'empty.pdf'), pdfOnly));
    expect(error.message).toBe('File is empty');
    expect(await listFiles(dir)).toEqual([]);
  });

  it('rejects an upload that breaks off and leaves no partial file', async () => {
    const file = new StreamedFile('cut.pdf', (i) => (i === 0 ? pdfBytes() : new Error('connection reset')));
    await rejection(storage.save(file, pdfOnly));
    expect(await listFiles(dir)).toEqual([]);
  });

  it('reports a storage fault as a server error, not as the uploader\'s mistake', async () => {
    const blocked = path.join(root, 'not-a-directory');
    await writeFile(blocked, 'a file where the storage directory should be');
    const error = await createLocalFileStorage(blocked)
      .save(new File([pdfBytes()], 'a.pdf'), pdfOnly)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(GraphQLError);
  });

  it('keeps only a sanitised base name and writes nothing outside its directory', async () => {
    const stored = await storage.save(new File([pdfBytes()], '../../etc/passwd.pdf'), pdfOnly);
    expect(stored.filename).toBe('passwd.pdf');
    expect(await listFiles(root)).toEqual([path.join('files', stored.key.slice(0, 2), stored.key.slice(2, 4), stored.key)]);
  });

  it('gives every upload a new random key, unrelated to its name or content', async () => {
    const file = new File([pdfBytes()], 'same.pdf');
    const keys = await Promise.all(Array.from({ length: 20 }, () => storage.save(file, pdfOnly).then((s) => s.key)));
    expect(new Set(keys).size).toBe(20);
    const sha256 = createHash('sha256').update(pdfBytes()).digest('hex');
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(sha256).not.toContain(key);
    }
  });
});

describe('read and remove', () => {
  it('never reaches outside the storage directory through a key', async () => {
    const outside = path.join(root, 'secret.txt');
    await writeFile(outside, 'do not serve');
    for (const key of ['../secret.txt', '..', '/etc/passwd', 'A'.repeat(32), `${'a'.repeat(31)}/`, '']) {
      expect(await storage.read(key)).toBeNull();
      await storage.remove(key);
    }
    expect((await stat(outside)).isFile()).toBe(true);
  });

  it('answers null for a well-formed key with no file, and removes idempotently', async () => {
    expect(await storage.read('0'.repeat(32))).toBeNull();
    const stored = await storage.save(new File([pdfBytes()], 'a.pdf'), pdfOnly);
    await storage.remove(stored.key);
    await storage.remove(stored.key);
    expect(await storage.read(stored.key)).toBeNull();
    expect(await listFiles(dir)).toEqual([]);
  });
});
