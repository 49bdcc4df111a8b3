import { sniffHead, SIGNATURE_LENGTH, type SniffedType } from '@/domain/file-signature';
import type { UploadKind } from '@/domain/staging';

export type { SniffedType };

// The server accepts files by their leading bytes, not their names (contract.md). Checking the same
// way while staging tells the user at once, instead of after a failed upload.

export const ACCEPTED_TYPES: Record<UploadKind, readonly SniffedType[]> = {
  salary: ['pdf'],
  salaryControl: ['pdf'],
  salaryControlDocument: ['pdf'],
  accounting: ['pdf', 'jpeg', 'png', 'xml'],
  hrDocument: ['pdf', 'jpeg', 'png'],
};

export async function sniffFileType(blob: Blob): Promise<SniffedType | null> {
  return sniffHead(new Uint8Array(await blob.slice(0, SIGNATURE_LENGTH).arrayBuffer()));
}
