import { SIGNATURE_LENGTH, sniffHead } from '../../../src/domain/file-signature';
import type { AcceptedKind } from './file-storage';

/** How many leading bytes are enough to recognise every accepted kind (the portal's staging check reads as many). */
export const SNIFF_BYTES = SIGNATURE_LENGTH;

export const mimeTypes: Record<AcceptedKind, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
  xml: 'application/xml',
};

const labels: Record<AcceptedKind, string> = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG', xml: 'XML' };

/**
 * The kind the leading bytes announce, or null when they match none of the accepted signatures: the
 * portal's table (src/domain/file-signature.ts), so staging refuses exactly what the API would. An
 * e-invoice starts with its XML declaration, after a UTF-8 byte order mark or not; an HTML page does not.
 */
export const sniffKind: (head: Uint8Array) => AcceptedKind | null = sniffHead;

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
