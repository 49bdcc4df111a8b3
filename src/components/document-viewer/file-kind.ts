import { SIGNATURE_LENGTH, sniffHead } from '@/domain/file-signature';

// What the viewer can show, told from the file's leading bytes as the server tells it (the
// download route sniffs them too): PDF, JPEG or PNG. Anything else (an XML e-invoice) is offered
// for download only.

export type ViewableKind = 'pdf' | 'jpeg' | 'png';

export const MIME_TYPES: Record<ViewableKind, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' };

export function viewableKindOf(bytes: ArrayBuffer): ViewableKind | null {
  const type = sniffHead(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, SIGNATURE_LENGTH)));
  return type === 'xml' ? null : type;
}
