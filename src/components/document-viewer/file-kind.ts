import { SIGNATURE_LENGTH, sniffHead } from '@/domain/file-signature';

// What the viewer can show, told from the file's leading bytes as the server tells it (the
// download route sniffs them too): PDF, JPEG, PNG, or XML (an e-invoice, shown readably when the
// page provides its reading: e-invoice-loader.ts). Anything else is offered for download only.

export type ViewableKind = 'pdf' | 'jpeg' | 'png' | 'xml';

export const MIME_TYPES: Record<ViewableKind, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png', xml: 'application/xml' };

export function viewableKindOf(bytes: ArrayBuffer): ViewableKind | null {
  return sniffHead(new Uint8Array(bytes, 0, Math.min(bytes.byteLength, SIGNATURE_LENGTH)));
}
