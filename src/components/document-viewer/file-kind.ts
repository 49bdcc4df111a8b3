// What the viewer can show, told from the file's leading bytes as the server tells it (the
// download route sniffs them too): PDF, JPEG or PNG, the types the portal accepts. Anything else
// is offered for download only.

export type ViewableKind = 'pdf' | 'jpeg' | 'png';

const SIGNATURES: readonly [ViewableKind, readonly number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

export const MIME_TYPES: Record<ViewableKind, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' };

export function viewableKindOf(bytes: ArrayBuffer): ViewableKind | null {
  const head = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 8));
  return SIGNATURES.find(([, signature]) => signature.every((byte, i) => head[i] === byte))?.[0] ?? null;
}
