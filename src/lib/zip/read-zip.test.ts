import { strToU8, UnzipInflate, zipSync, type Zippable } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readZip, ZIP_LIMITS, ZipReadError } from './read-zip';

// ZIPs built with fflate itself; the hostile ones (encrypted flag, a size that lies) are real
// archives with the bytes a hostile tool would write.

const pdf = (text: string) => strToU8(`%PDF-1.4\n% ${text}\n%%EOF\n`);
const zipFile = (bytes: Uint8Array, name = 'payroll.zip') => new File([bytes as BlobPart], name, { lastModified: 1_700_000_000_000 });

/** Sets the "encrypted" bit of every entry, in its local header and in the central directory. */
function markEncrypted(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i += 1) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint16(i + 6, view.getUint16(i + 6, true) | 1, true);
    if (sig === 0x02014b50) view.setUint16(i + 8, view.getUint16(i + 8, true) | 1, true);
  }
  return out;
}

/** Makes the central directory declare `size` bytes for every entry (a bomb hiding its size). */
function declareSize(bytes: Uint8Array, size: number): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i += 1) if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, size, true);
  return out;
}

/** Clears the "names are UTF-8" bit (11) of every entry, as macOS's Archive Utility writes UTF-8 names. */
function clearUtf8Flag(bytes: Uint8Array): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i += 1) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint16(i + 6, view.getUint16(i + 6, true) & ~0x800, true);
    if (sig === 0x02014b50) view.setUint16(i + 8, view.getUint16(i + 8, true) & ~0x800, true);
  }
  return out;
}

/** Makes the central directory declare `size` bytes for the entry named `name` only. */
function declareSizeOf(bytes: Uint8Array, name: string, size: number): Uint8Array {
  const out = bytes.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 46 <= out.length; i += 1) {
    if (view.getUint32(i, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(i + 28, true);
    if (new TextDecoder().decode(out.subarray(i + 46, i + 46 + nameLength)) === name) view.setUint32(i + 24, size, true);
  }
  return out;
}

/** The compressed bytes fflate's DEFLATE reader is given while `run` goes on: what was expanded. */
async function inflatedInput<T>(run: () => Promise<T>): Promise<{ result: T; bytes: number }> {
  const push = vi.spyOn(UnzipInflate.prototype, 'push');
  try {
    const result = await run();
    return { result, bytes: push.mock.calls.reduce((sum, [chunk]) => sum + chunk.length, 0) };
  } finally {
    push.mockRestore();
  }
}

describe('reading a dropped ZIP', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the PDFs of nested folders by their file names, and names every other entry refused', async () => {
    const zip = zipFile(zipSync({ 'nov/Sal_1001_1_112025.pdf': pdf('one'), 'nov/deep/Sal_1001_2_112025.PDF': pdf('two'), 'notes.txt': strToU8('hello'), '../evil.pdf': pdf('evil'), 'empty/': {} } as Zippable));
    const { files, refused } = await readZip(zip);
    expect(files.map((f) => f.name).sort()).toEqual(['Sal_1001_1_112025.pdf', 'Sal_1001_2_112025.PDF']);
    expect(new TextDecoder().decode(await files.find((f) => f.name.startsWith('Sal_1001_1'))!.arrayBuffer())).toContain('one');
    expect(refused).toEqual(expect.arrayContaining([{ path: 'notes.txt', reason: 'not-pdf' }, { path: '../evil.pdf', reason: 'unsafe-path' }]));
    expect(refused).toHaveLength(2);
  });

  it('refuses encrypted entries', async () => {
    const { files, refused } = await readZip(zipFile(markEncrypted(zipSync({ 'a.pdf': pdf('secret') }))));
    expect(files).toEqual([]);
    expect(refused).toEqual([{ path: 'a.pdf', reason: 'encrypted' }]);
  });

  it('refuses a bomb by its ratio, and one that expands past the size it declares', async () => {
    const zeros = new Uint8Array(5 * 1024 * 1024);
    const byRatio = await readZip(zipFile(zipSync({ 'bomb.pdf': zeros, 'ok.pdf': pdf('ok') })));
    expect(byRatio.refused).toEqual([{ path: 'bomb.pdf', reason: 'zip-bomb' }]);
    expect(byRatio.files.map((f) => f.name)).toEqual(['ok.pdf']);
    const lying = await readZip(zipFile(declareSize(zipSync({ 'liar.pdf': zeros }), 1000)));
    expect(lying.refused).toEqual([{ path: 'liar.pdf', reason: 'zip-bomb' }]);
    expect(lying.files).toEqual([]);
  });

  it('refuses an archive of too many entries, or one that is no ZIP, before expanding anything', async () => {
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`${i}.pdf`, new Uint8Array(0)]));
    await expect(readZip(zipFile(zipSync(many)))).rejects.toEqual(new ZipReadError('too-many-entries'));
    await expect(readZip(zipFile(strToU8('not a zip at all')))).rejects.toEqual(new ZipReadError('corrupt'));
  });
  it('reads an entry whose name is not flagged UTF-8 (a ZIP made on a Mac) instead of calling it corrupt', async () => {
    const { files, refused } = await readZip(zipFile(clearUtf8Flag(zipSync({ 'Paie décembre.pdf': pdf('payroll') }))));
    expect(refused).toEqual([]);
    expect(files.map((f) => f.name)).toEqual(['Paie décembre.pdf']);
  });

  it('refuses every kind of path that climbs out of the archive, and keeps the PDFs beside them', async () => {
    const zip = zipFile(zipSync({ '../up.pdf': pdf('1'), 'a/../../up2.pdf': pdf('2'), '/etc/abs.pdf': pdf('3'), 'C:/drive.pdf': pdf('4'), 'a\\..\\back.pdf': pdf('5'), 'ok/Sal_1001_1_112025.pdf': pdf('ok') }));
    const { files, refused } = await readZip(zip);
    expect(files.map((f) => f.name)).toEqual(['Sal_1001_1_112025.pdf']);
    expect(refused.map((r) => `${r.path} ${r.reason}`).sort()).toEqual(['../up.pdf unsafe-path', '/etc/abs.pdf unsafe-path', 'C:/drive.pdf unsafe-path', 'a/../../up2.pdf unsafe-path', 'a\\..\\back.pdf unsafe-path']);
  });

  it('refuses an archive of 10,000 entries as a whole, from its directory, before expanding any of them', async () => {
    const many = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`slips/Sal_1001_${i}_112025.pdf`, pdf(String(i))]));
    const { result, bytes } = await inflatedInput(() => readZip(zipFile(zipSync(many))).catch((error: unknown) => error));
    expect(result).toEqual(new ZipReadError('too-many-entries'));
    expect(bytes).toBe(0);
  });

  it('refuses by size: an entry declared over 100 MB (the rest kept), and an archive declaring over 500 MB expanded in all', async () => {
    const big = declareSizeOf(zipSync({ 'big.pdf': pdf('big'), 'ok.pdf': pdf('ok') }), 'big.pdf', ZIP_LIMITS.maxEntryBytes + 1);
    const one = await readZip(zipFile(big));
    expect(one.refused).toEqual([{ path: 'big.pdf', reason: 'too-large' }]);
    expect(one.files.map((f) => f.name)).toEqual(['ok.pdf']);
    const six = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`${i}.pdf`, pdf(String(i))]));
    await expect(readZip(zipFile(declareSize(zipSync(six), 90 * 1024 * 1024)))).rejects.toEqual(new ZipReadError('too-large'));
  });

  it('expands nothing of a refused entry, even a bomb that lies about its size (no work spent on what is refused)', async () => {
    const zeros = new Uint8Array(20 * 1024 * 1024);
    // A text file and a path trick, each a 20 MiB bomb declaring 1,000 bytes: refused by name, never inflated.
    const refusedOnly = declareSize(zipSync({ 'notes.txt': zeros, '../evil.pdf': zeros }), 1000);
    const { result, bytes } = await inflatedInput(() => readZip(zipFile(refusedOnly)));
    expect(result.refused.map((r) => r.reason).sort()).toEqual(['not-pdf', 'unsafe-path']);
    expect(bytes).toBe(0);
  });

  it('stops expanding a PDF that expands past the size it declares soon after, not at its end', async () => {
    const zeros = new Uint8Array(40 * 1024 * 1024);
    const archive = zipSync({ 'liar.pdf': zeros, 'ok.pdf': pdf('ok') });
    const lying = declareSizeOf(archive, 'liar.pdf', 1000);
    const compressed = archive.length;
    const { result, bytes } = await inflatedInput(() => readZip(zipFile(lying)));
    expect(result.refused).toEqual([{ path: 'liar.pdf', reason: 'zip-bomb' }]);
    expect(result.files.map((f) => f.name)).toEqual(['ok.pdf']);
    // Its 40 MiB of zeros are about 40 KiB compressed: stopped within the first few KiB of them.
    expect(compressed).toBeGreaterThan(32 * 1024);
    expect(bytes).toBeLessThan(16 * 1024);
  });
});
