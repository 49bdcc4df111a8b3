import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZip, ZipReadError } from './read-zip';

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

describe('reading a dropped ZIP', () => {
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
});
