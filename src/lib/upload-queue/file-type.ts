import type { UploadKind } from '@/domain/staging';

// The server accepts files by their leading bytes, not their names (contract.md). Checking the same
// way while staging tells the user at once, instead of after a failed upload.

/** xml: e-invoices (UBL, CII), for accounting documents only. */
export type SniffedType = 'pdf' | 'jpeg' | 'png' | 'xml';

export const ACCEPTED_TYPES: Record<UploadKind, readonly SniffedType[]> = {
  salary: ['pdf'],
  salaryControl: ['pdf'],
  salaryControlDocument: ['pdf'],
  accounting: ['pdf', 'jpeg', 'png', 'xml'],
  hrDocument: ['pdf', 'jpeg', 'png'],
};

const SIGNATURES: { type: SniffedType; bytes: readonly number[] }[] = [
  { type: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { type: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "<?xml", with or without a UTF-8 byte order mark: as the API sniffs it (server/src/storage/file-kind.ts).
  { type: 'xml', bytes: [0x3c, 0x3f, 0x78, 0x6d, 0x6c] },
  { type: 'xml', bytes: [0xef, 0xbb, 0xbf, 0x3c, 0x3f, 0x78, 0x6d, 0x6c] },
];

export async function sniffFileType(blob: Blob): Promise<SniffedType | null> {
  const head = new Uint8Array(await blob.slice(0, 8).arrayBuffer());
  const found = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return found?.type ?? null;
}
