import type { AcceptedKind } from './file-storage';

/** How many leading bytes are enough to recognise every accepted kind (the PNG signature is the longest). */
export const SNIFF_BYTES = 8;

const signatures: Record<AcceptedKind, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // "%PDF-"
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

export const mimeTypes: Record<AcceptedKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const labels: Record<AcceptedKind, string> = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG' };

/** The kind the leading bytes announce, or null when they match none of the accepted signatures. */
export function sniffKind(head: Uint8Array): AcceptedKind | null {
  for (const [kind, signature] of Object.entries(signatures) as [AcceptedKind, readonly number[]][]) {
    if (head.length >= signature.length && signature.every((byte, i) => head[i] === byte)) return kind;
  }
  return null;
}

/** "PDF", "PDF or PNG", "PDF, JPEG or PNG": for messages shown to the person uploading. */
export function describeKinds(kinds: readonly AcceptedKind[]): string {
  const names = kinds.map((kind) => labels[kind]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
