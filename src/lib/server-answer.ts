// What the API's answer to a create sent from the background (the upload queue, the message
// outbox) means for its sender: done, try again later, refused for good with the API's reason, or
// stop until the user signs in again. One rule for both senders: they send the same kind of
// request (a create carrying an idempotency `uploadKey`, so sending it again is always safe) and
// must not disagree on what the API meant.

export type ServerAnswer =
  | { kind: 'sent'; id: string }
  /** The network or the API failed us, not the request: the same request may succeed later. */
  | { kind: 'retry' }
  /** The request itself is refused: sending it again gives the same answer. `code` is the API's, or `http-<status>`. */
  | { kind: 'refused'; code: string; message: string | null }
  | { kind: 'unauthenticated' };

/**
 * An accounting document refused as an invoice already in the company (same supplier, number and
 * total): stored only when sent again with `allowDuplicate`, which the user chooses ("Send anyway").
 */
export const DUPLICATE_INVOICE = 'DUPLICATE_INVOICE';

/**
 * Codes the API (server/src/lists/shared/errors.ts) and graphql-js use for a request that is wrong
 * as sent: sending it again gives the same answer (DUPLICATE_INVOICE: until the user says to send it anyway).
 *
 * CONFLICT is among them. The API answers it when its stored state refuses the create — a salary
 * control that already exists for the company and month, a document that already has a newer
 * version — never for the idempotency key: a repeated `uploadKey` answers the first item
 * (createWithFiles). Sending the same create again meets the same state, so retrying would only
 * spin. createHrMessage answers no CONFLICT today; were one added (a closed thread, say), a retried
 * message would also block every later one, since the outbox sends strictly in order — refused,
 * the user sees the reason and chooses Try again or Discard, and the next message goes on.
 */
const REFUSED_CODES: ReadonlySet<string> = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'CONFLICT', 'NOT_FOUND', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST', DUPLICATE_INVOICE]);

/**
 * Codes the API uses for a request it could not handle now but may later, whatever the status:
 * SERVICE_UNAVAILABLE when the malware scanner gives no verdict (server/src/storage/scanning-file-storage.ts).
 * It comes per field with status 200, so the other files of the same request keep their own answers.
 */
const RETRY_CODES: ReadonlySet<string> = new Set(['SERVICE_UNAVAILABLE']);

export type AnswerError = { message?: unknown; path?: unknown; extensions?: { code?: unknown } };
export type AnswerBody = { data?: Record<string, { id?: unknown } | null> | null; errors?: unknown };

/** The answer's body when it is a JSON object, else null (a proxy's HTML page, a cut-off body). */
export async function readAnswerBody(response: Response): Promise<AnswerBody | null> {
  try {
    const value: unknown = await response.json();
    return typeof value === 'object' && value !== null ? (value as AnswerBody) : null;
  } catch {
    return null;
  }
}

/** The answer's errors; a body that is not GraphQL's has none. */
export function answerErrors(body: AnswerBody | null): readonly AnswerError[] {
  if (!Array.isArray(body?.errors)) return [];
  return body.errors.filter((error): error is AnswerError => typeof error === 'object' && error !== null);
}

/** An error about the whole request: it names no field. */
export const isAboutRequest = (error: AnswerError) => !Array.isArray(error.path) || error.path.length === 0;

/** The first error about the field answering under `field`, else the first about the whole request. */
function errorFor(errors: readonly AnswerError[], field: string): AnswerError | undefined {
  return errors.find((e) => Array.isArray(e.path) && e.path[0] === field) ?? errors.find(isAboutRequest);
}

/** What the answer (`status`, `body`) says about the create answering under `field`. */
export function classifyServerAnswer(status: number, body: AnswerBody | null, field: string): ServerAnswer {
  const error = errorFor(answerErrors(body), field);
  const code = typeof error?.extensions?.code === 'string' ? error.extensions.code : null;
  const message = typeof error?.message === 'string' ? error.message : null;
  if (code === 'UNAUTHENTICATED' || status === 401) return { kind: 'unauthenticated' };
  if (status >= 500 || status === 408 || status === 429 || (code !== null && RETRY_CODES.has(code))) return { kind: 'retry' };
  if (code !== null && REFUSED_CODES.has(code)) return { kind: 'refused', code, message };
  const id = body?.data?.[field]?.id;
  if (error === undefined && typeof id === 'string') return { kind: 'sent', id };
  if (status >= 400) return { kind: 'refused', code: code ?? `http-${status}`, message };
  // Masked internal errors and empty answers: the API had a problem, not the request.
  return { kind: 'retry' };
}
