// The file types the portal accepts, told from their leading bytes as the API tells them
// (server/src/storage/file-kind.ts): staging checks a file with it before sending, the viewer
// decides how to show what it fetched.

/** xml: e-invoices (UBL, CII), for accounting documents only. */
export type SniffedType = 'pdf' | 'jpeg' | 'png' | 'xml';

const SIGNATURES: { type: SniffedType; bytes: readonly number[] }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "<?xml", with or without a UTF-8 byte order mark.
  { type: 'xml', bytes: [0x3c, 0x3f, 0x78, 0x6d, 0x6c] },
  { type: 'xml', bytes: [0xef, 0xbb, 0xbf, 0x3c, 0x3f, 0x78, 0x6d, 0x6c] },
];

/** How many leading bytes `sniffHead` needs. */
export const SIGNATURE_LENGTH = 8;

/** The type a file's first bytes (`SIGNATURE_LENGTH` of them, fewer for a shorter file) say, or null. */
export function sniffHead(head: Uint8Array): SniffedType | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte))?.type ?? null;
}
