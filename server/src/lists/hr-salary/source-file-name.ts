import { MAX_SOURCE_FILE_NAME_LENGTH, sourceFileNameProblem } from '../../../../src/domain/source-file-name';
import { badInput } from '../shared/errors';

const MESSAGES = {
  empty: 'sourceFileName must not be empty',
  tooLong: `sourceFileName must be at most ${MAX_SOURCE_FILE_NAME_LENGTH} characters`,
  controlCharacters: 'sourceFileName must not contain control characters (line breaks, tabs, direction marks)',
} as const;

/** The optional name of the file a slip was cut from, refused before anything is stored when unfit for the audit trail. */
export function checkSourceFileName(name: string | null | undefined): void {
  if (name == null) return;
  const problem = sourceFileNameProblem(name);
  if (problem) throw badInput(MESSAGES[problem]);
}
