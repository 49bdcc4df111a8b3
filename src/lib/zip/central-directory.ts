// What a ZIP says about its entries before any of them is expanded: names, sizes, and the
// encryption flag, which fflate's streaming reader does not report. Read from the central
// directory at the end of the file (PKWARE APPNOTE 4.3.12 and 4.3.16): a few kilobytes, so an
// archive of 10,000 entries or of absurd sizes is refused before anything is inflated.

export type CentralEntry = { name: string; encrypted: boolean; compressedSize: number; size: number };

const EOCD_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const EOCD_LENGTH = 22;
const MAX_COMMENT = 0xffff;

export class ZipFormatError extends Error {
  constructor(readonly code: 'corrupt' | 'too-many-entries' | 'zip64') {
    super(code);
  }
}

async function bytesOf(blob: Blob, start: number, end: number): Promise<DataView> {
  return new DataView(await blob.slice(start, end).arrayBuffer());
}

/** The entries of the archive, or a ZipFormatError; more than `maxEntries` is refused unread. */
export async function readCentralDirectory(zip: Blob, maxEntries: number): Promise<CentralEntry[]> {
  const tailStart = Math.max(0, zip.size - EOCD_LENGTH - MAX_COMMENT);
  const tail = await bytesOf(zip, tailStart, zip.size);
  let eocd = -1;
  for (let i = tail.byteLength - EOCD_LENGTH; i >= 0; i -= 1) {
    if (tail.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('corrupt');
  const count = tail.getUint16(eocd + 10, true);
  const directorySize = tail.getUint32(eocd + 12, true);
  const directoryOffset = tail.getUint32(eocd + 16, true);
  // ZIP64 (over 65,535 entries or 4 GB): far beyond what a payroll needs.
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipFormatError('zip64');
  if (count > maxEntries) throw new ZipFormatError('too-many-entries');
  if (directoryOffset + directorySize > zip.size) throw new ZipFormatError('corrupt');
  const view = await bytesOf(zip, directoryOffset, directoryOffset + directorySize);
  const utf8 = new TextDecoder();
  const entries: CentralEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== ENTRY_SIGNATURE) throw new ZipFormatError('corrupt');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > view.byteLength) throw new ZipFormatError('corrupt');
    const flags = view.getUint16(at + 8, true);
    const name = new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength);
    entries.push({
      // As fflate's streaming reader decodes it (bit 11: UTF-8, else Latin-1), so the two agree.
      name: flags & 0x800 ? utf8.decode(name) : Array.from(name, (byte) => String.fromCharCode(byte)).join(''),
      encrypted: (flags & 1) === 1,
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
