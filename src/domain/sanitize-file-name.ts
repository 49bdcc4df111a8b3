// File names come from users' machines and end up in storage keys, Content-Disposition headers and
// the UI. One rule for client and server, so what the queue shows is what the server stores.

export const MAX_FILE_NAME_LENGTH = 200;
const FALLBACK_NAME = 'file';
/** A longer "extension" is part of the name, not a type suffix worth keeping on truncation. */
const MAX_EXTENSION_LENGTH = 16;

function cleanOnce(input: string): string {
  // Only the last path segment: browsers and old IE-style uploads may send full paths.
  const base = input.split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // Control and format characters (incl. bidi overrides that disguise extensions) are dropped.
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, '')
    // Anything outside letters, marks, digits and a few punctuation marks becomes '_'.
    .replace(/[^\p{L}\p{M}\p{N} ._()-]/gu, '_')
    .replace(/ {2,}/g, ' ')
    .replace(/\.{2,}/g, '.')
    // No hidden files, no trailing dots or spaces (Windows drops them silently).
    .replace(/^[. ]+|[. ]+$/g, '');
  if (name.length > MAX_FILE_NAME_LENGTH) name = truncate(name);
  return name === '' ? FALLBACK_NAME : name;
}

function truncate(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= MAX_EXTENSION_LENGTH ? name.slice(dot) : '';
  const stem = extension ? name.slice(0, dot) : name;
  // Cut by code points so no surrogate pair is split.
  const chars = Array.from(stem);
  let kept = '';
  for (const char of chars) {
    if (kept.length + char.length + extension.length > MAX_FILE_NAME_LENGTH) break;
    kept += char;
  }
  kept = kept.replace(/[. ]+$/, '');
  return (kept === '' ? FALLBACK_NAME : kept) + extension;
}

/**
 * A safe file name: no path, no control characters, no '..', no leading dot, at most 200 UTF-16
 * code units, never empty, extension kept. Idempotent: the steps are repeated until the name no
 * longer changes (normalisation after a cut can, in rare cases, expose something to clean again).
 */
export function sanitizeFileName(name: string): string {
  let current = cleanOnce(name);
  for (let i = 0; i < 5; i++) {
    const next = cleanOnce(current);
    if (next === current) return current;
    current = next;
  }
  return current;
}
