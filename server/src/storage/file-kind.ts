import type { AcceptedKind } from './file-storage';

/** How many leading bytes are enough to recognise every accepted kind (PNG's and XML's after a BOM are the longest). */
export const SNIFF_BYTES = 8;

const XML_DECLARATION = [0x3c, 0x3f, 0x78, 0x6d, 0x6c]; // "<?xml"
const signatures: Record<AcceptedKind, readonly (readonly number[])[]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]], // "%PDF-"
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  // An e-invoice starts with its XML declaration, after a UTF-8 byte order mark or not; an HTML page does not.
  xml: [XML_DECLARATION, [0xef, 0xbb, 0xbf, ...XML_DECLARATION]],
};

export const mimeTypes: Record<AcceptedKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xml: 'application/xml',
};

const labels: Record<AcceptedKind, string> = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG', xml: 'XML' };

/** The kind the leading bytes announce, or null when they match none of the accepted signatures. */
export function sniffKind(head: Uint8Array): AcceptedKind | null {
  for (const [kind, alternatives] of Object.entries(signatures) as [AcceptedKind, readonly (readonly number[])[]][]) {
    if (alternatives.some((signature) => head.length >= signature.length && signature.every((byte, i) => head[i] === byte))) return kind;
  }
  return null;
}

/** "PDF", "PDF or PNG", "PDF, JPEG or PNG": for messages shown to the person uploading. */
export function describeKinds(kinds: readonly AcceptedKind[]): string {
  const names = kinds.map((kind) => labels[kind]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

const extensions: Record<string, AcceptedKind> = { pdf: 'pdf', jpg: 'jpeg', jpeg: 'jpeg', png: 'png', xml: 'xml' };

/**
 * Why a file is refused, or null when it is accepted: its bytes must be of an accepted kind, and a
 * name with an extension must say the same kind — an executable or an HTML page named `.pdf`, or a
 * PNG named `.pdf`, is not what it claims to be. Other names (`scan`, `photo.bin`) are judged by their bytes.
 */
export function refusalOf(fileName: string, sniffed: AcceptedKind | null, accept: readonly AcceptedKind[]): string | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const claimed = extension ? (extensions[extension] ?? null) : null;
  if (!sniffed || !accept.includes(sniffed)) {
    const notWhatItSays = claimed ? `. "${fileName}" is not a real ${labels[claimed]} file.` : '';
    return `File type not accepted: expected ${describeKinds(accept)}${notWhatItSays}`;
  }
  if (claimed && claimed !== sniffed) return `"${fileName}" contains a ${labels[sniffed]} file, which its name does not say: rename it to .${sniffed === 'jpeg' ? 'jpg' : sniffed}`;
  return null;
}
