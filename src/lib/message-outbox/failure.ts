// Why the API refused a message, kept with it until the user tries again or discards it. Stored as
// the upload queue stores a refusal (src/lib/upload-queue/types.ts, UploadFailure): the API's code
// and message, for the logs and for serverErrorText (src/lib/server-error-text.ts), which turns them
// into the user's language (issue #44). The API's English is never shown as it is.

export type OutboxFailure = {
  /** The API's error code, or `http-<status>` for an answer without one (src/lib/server-answer.ts); null only for a refusal stored before codes were kept. */
  code: string | null;
  /** The API's message when it gave one, otherwise null. */
  message: string | null;
};

/** The failure in serverErrorText's terms: an `http-<status>` code is an answer with that status and no GraphQL error. */
export function failureAsServerError(failure: OutboxFailure): { code: string | null; message: string | null; status: number | null } {
  const status = /^http-(\d{3})$/.exec(failure.code ?? '');
  return { ...failure, status: status ? Number(status[1]) : null };
}

const OLD_STATUS_TEXT = /^Response not successful: Received status code (\d{3})$/;
const OLD_BARE_CODE = /^[A-Z][A-Z_]+$/;

/**
 * A stored failure, in the current shape. Messages refused before codes were kept hold one string:
 * the API's message, else its bare code, else "Response not successful: Received status code <n>"
 * (the only three things that code wrote). Each is read back as what it was, so those messages still
 * show a translated reason and stay in the outbox until the user decides.
 */
export function readStoredFailure(value: unknown): OutboxFailure | null {
  if (typeof value === 'string') {
    const status = OLD_STATUS_TEXT.exec(value);
    if (status) return { code: `http-${status[1]}`, message: null };
    if (OLD_BARE_CODE.test(value)) return { code: value, message: null };
    return { code: null, message: value };
  }
  if (typeof value === 'object' && value !== null) {
    const { code, message } = value as { code?: unknown; message?: unknown };
    return { code: typeof code === 'string' ? code : null, message: typeof message === 'string' ? message : null };
  }
  return null;
}
