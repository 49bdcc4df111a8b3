import { CSRF_HEADERS } from '@/domain/api-transport';
import { buildMultipartBody } from './multipart';
import { uploadOperation } from './upload-operations';
import type { Clock, UploadFailure, UploadRecord } from './types';

// One upload = one GraphQL multipart request. The answer is sorted into what the sender must do:
// done, try again later (the network or the server failed us), give up with the server's reason
// (the request itself is wrong), or stop everything until the user signs in again.

export type SendOutcome =
  | { kind: 'sent'; serverId: string }
  | { kind: 'retry'; failure: UploadFailure }
  | { kind: 'failed'; failure: UploadFailure }
  | { kind: 'unauthenticated' }
  /** Cut off by the caller (pause, sign-out); the server may or may not have the file. */
  | { kind: 'aborted' };

export type SendUpload = (record: UploadRecord, signal: AbortSignal) => Promise<SendOutcome>;

export type TransportOptions = {
  endpoint: string;
  fetch: typeof globalThis.fetch;
  /**
   * The current bearer token, or null when signed out. 'cookie': no token, the httpOnly session
   * cookie alone proves who sends (the service worker, which cannot reach the page's token).
   */
  getToken: (() => string | null) | 'cookie';
  clock: Clock;
  /** A request that has not answered after this long is stalled: abort and retry. */
  timeoutMs: (size: number) => number;
};

/** 30 s plus 10 s per MiB: slow links still finish, a dead socket does not hang the batch. */
export const defaultTimeoutMs = (size: number) => 30_000 + Math.ceil(size / 1_048_576) * 10_000;

/** The request itself is wrong: sending it again gives the same answer. */
const FINAL_CODES = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'CONFLICT', 'NOT_FOUND', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'BAD_REQUEST']);

type GraphqlError = { message?: unknown; extensions?: { code?: unknown } };
type GraphqlBody = { data?: Record<string, { id?: unknown } | null> | null; errors?: GraphqlError[] };

function classifyBody(status: number, body: GraphqlBody | null, resultField: string): SendOutcome {
  const first = body?.errors?.[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : null;
  const message = typeof first?.message === 'string' ? first.message : null;
  if (code === 'UNAUTHENTICATED' || status === 401) return { kind: 'unauthenticated' };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'retry', failure: { code: 'server-error', message: null } };
  if (code !== null && FINAL_CODES.has(code)) return { kind: 'failed', failure: { code, message } };
  const id = body?.data?.[resultField]?.id;
  if (first === undefined && typeof id === 'string') return { kind: 'sent', serverId: id };
  if (status >= 400) return { kind: 'failed', failure: { code: code ?? `http-${status}`, message } };
  // Masked internal errors and empty answers: the server had a problem, not the request.
  return { kind: 'retry', failure: { code: 'server-error', message: null } };
}

/** The Authorization header to send, or null when signed out (no token to send). */
function authorization(getToken: TransportOptions['getToken']): Record<string, string> | null {
  if (getToken === 'cookie') return {};
  const token = getToken();
  return token === null ? null : { Authorization: `Bearer ${token}` };
}

async function readJson(response: Response): Promise<GraphqlBody | null> {
  try {
    const value: unknown = await response.json();
    return typeof value === 'object' && value !== null ? (value as GraphqlBody) : null;
  } catch {
    return null;
  }
}

export function createUploadTransport(options: TransportOptions): SendUpload {
  return async (record, signal) => {
    if (record.blob === null) return { kind: 'failed', failure: { code: 'no-file', message: null } };
    const auth = authorization(options.getToken);
    if (auth === null) return { kind: 'unauthenticated' };
    const { operation, filePath, resultField } = uploadOperation(record);
    const body = buildMultipartBody(operation, filePath, record.blob, record.fileName);
    const controller = new AbortController();
    const stopTimer = new AbortController();
    let timedOut = false;
    const abort = () => controller.abort();
    signal.addEventListener('abort', abort, { once: true });
    void options.clock.sleep(options.timeoutMs(record.size), stopTimer.signal).then(() => {
      if (stopTimer.signal.aborted) return;
      timedOut = true;
      controller.abort();
    });
    try {
      // No Content-Type: the browser writes the multipart boundary itself.
      const response = await options.fetch(options.endpoint, {
        method: 'POST',
        body,
        credentials: 'include',
        headers: { ...CSRF_HEADERS, ...auth },
        signal: controller.signal,
      });
      const outcome = classifyBody(response.status, await readJson(response), resultField);
      // The server has the file: that stands even if the caller gave up on the answer meanwhile.
      if (outcome.kind === 'sent') return outcome;
      if (signal.aborted) return { kind: 'aborted' };
      if (timedOut) return { kind: 'retry', failure: { code: 'timeout', message: null } };
      return outcome;
    } catch {
      if (signal.aborted) return { kind: 'aborted' };
      return { kind: 'retry', failure: { code: timedOut ? 'timeout' : 'network', message: null } };
    } finally {
      stopTimer.abort();
      signal.removeEventListener('abort', abort);
    }
  };
}
