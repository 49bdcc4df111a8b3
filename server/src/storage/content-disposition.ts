/** RFC 5987 value: encodeURIComponent leaves ' ( ) * unescaped, which the ext-value grammar forbids. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `attachment` with a plain ASCII name for old clients and the exact UTF-8 name for the rest (RFC 6266). */
export function attachmentDisposition(filename: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = filename.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeExtValue(filename)}`;
}
