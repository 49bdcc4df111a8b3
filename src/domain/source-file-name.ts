// The name of the file a staged item was cut from (a whole payroll split per employee, issue #45):
// kept in the audit trail of each item created from it. One rule for the portal and the API.

/** Longer than any file name a file system keeps (255 on the usual ones). */
export const MAX_SOURCE_FILE_NAME_LENGTH = 255;

export type SourceFileNameProblem = 'empty' | 'tooLong' | 'controlCharacters';

/** Control, format, surrogate and private-use characters: what an audit line must not carry. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/gu;

/**
 * Why `name` cannot be recorded, or null. Control and format characters are refused rather than
 * dropped: a line break or a bidi override in an audit entry would let it read as something else.
 */
export function sourceFileNameProblem(name: string): SourceFileNameProblem | null {
  if (name.trim() === '') return 'empty';
  if (name.length > MAX_SOURCE_FILE_NAME_LENGTH) return 'tooLong';
  if (name.search(UNPRINTABLE) !== -1) return 'controlCharacters';
  return null;
}

/**
 * The name as the portal sends it: a file's own name is recorded as the user sees it, its path
 * dropped, control characters removed and cut to the limit so the API never refuses a slip over it.
 */
export function recordableSourceFileName(name: string): string | null {
  const base = (name.split(/[/\\]/).pop() ?? '').normalize('NFC').replace(UNPRINTABLE, '');
  const cut = Array.from(base).reduce((kept, char) => (kept.length + char.length > MAX_SOURCE_FILE_NAME_LENGTH ? kept : kept + char), '');
  return sourceFileNameProblem(cut) ? null : cut;
}

/**
 * The payroll file an audit entry's item was cut from, as its `details` record it, or null: for
 * the audit log screen. An entry's details are JSON of any shape (older entries, other lists); a
 * name the rule above refuses is not shown as one.
 */
export function sourceFileNameInDetails(details: unknown): string | null {
  if (typeof details !== 'object' || details === null || !('sourceFileName' in details)) return null;
  const name = details.sourceFileName;
  return typeof name === 'string' && sourceFileNameProblem(name) === null ? name : null;
}
