import { CSRF_HEADERS } from '@/domain/api-transport';
import { answerErrors, classifyServerAnswer, isAboutRequest, readAnswerBody, type AnswerBody } from '@/lib/server-answer';
import { buildMultipartBody } from './multipart';
import { uploadRequest } from './upload-operations';
import type { Clock, UploadFailure, UploadRecord } from './types';

// One GraphQL multipart request carries one file or several (upload-operations.ts, `uploadRequest`).
// The answer is sorted, for each file, into what the sender must do: done, try again later (the
// network or the server failed us), give up with the server's reason (the request itself is wrong),
// or stop everything until the user signs in again. A file refused in a request of several is
// refused alone: its error names its own field, and the others' creates still run.

export type SendOutcome =
  | { kind: 'sent'; serverId: string }
  | { kind: 'retry'; failure: UploadFailure }
  | { kind: 'failed'; failure: UploadFailure }
  | { kind: 'unauthenticated' }
  /** Cut off by the caller (pause, sign-out); the server may or may not have the file. */
  | { kind: 'aborted' };

/** Sends `records` in one request; resolves with an outcome for each, in the same order. */
export type SendUpload = (records: readonly UploadRecord[], signal: AbortSignal) => Promise<SendOutcome[]>;

export type TransportOptions = {
  endpoint: string;
  fetch: typeof globalThis.fetch;
  /**
   * The current bearer token, or null when signed out. 'cookie': no token, the httpOnly session
   * cookie alone proves who sends (the service worker, which cannot reach the page's token).
   */
  getToken: (() => string | null) | 'cookie';
  clock: Clock;
  /** A request that has not answered after this long is stalled: abort and retry (`size`: all its files' bytes). */
  timeoutMs: (size: number) => number;
};

/** 30 s plus 10 s per MiB: slow links still finish, a dead socket does not hang the batch. */
export const defaultTimeoutMs = (size: number) => 30_000 + Math.ceil(size / 1_048_576) * 10_000;

/** The API's answer for the file answering under `field`, in the sender's terms (src/lib/server-answer.ts decides). */
function outcomeOf(status: number, body: AnswerBody | null, field: string): SendOutcome {
  const answer = classifyServerAnswer(status, body, field);
  switch (answer.kind) {
    case 'sent':
      return { kind: 'sent', serverId: answer.id };
    case 'retry':
      return { kind: 'retry', failure: { code: 'server-error', message: null } };
    case 'refused':
      return { kind: 'failed', failure: { code: answer.code, message: answer.message } };
    case 'unauthenticated':
      return answer;
  }
}

/** The Authorization header to send, or null when signed out (no token to send). */
function authorization(getToken: TransportOptions['getToken']): Record<string, string> | null {
  if (getToken === 'cookie') return {};
  const token = getToken();
  return token === null ? null : { Authorization: `Bearer ${token}` };
}

export function createUploadTransport(options: TransportOptions): SendUpload {
  const send: SendUpload = async (records, signal) => {
    // A record without its bytes cannot be sent (they were lost); the others go without it.
    const sendable = records.filter((record): record is UploadRecord & { blob: Blob } => record.blob !== null);
    const outcomes = new Map<UploadRecord, SendOutcome>(records.map((record) => [record, { kind: 'failed', failure: { code: 'no-file', message: null } }]));
    const answer = () => records.map((record) => outcomes.get(record)!);
    const forAll = (outcome: SendOutcome) => {
      for (const record of sendable) outcomes.set(record, outcome);
      return answer();
    };
    if (sendable.length === 0) return answer();
    // Paused (or stopped) while the files were being read: nothing goes out.
    if (signal.aborted) return forAll({ kind: 'aborted' });
    const auth = authorization(options.getToken);
    if (auth === null) return forAll({ kind: 'unauthenticated' });
    const { operation, filePaths, resultKeys } = uploadRequest(sendable);
    const body = buildMultipartBody(operation, sendable.map((record, i) => ({ path: filePaths[i]!, file: record.blob, fileName: record.fileName })));
    const controller = new AbortController();
    const stopTimer = new AbortController();
    let timedOut = false;
    const abort = () => controller.abort();
    signal.addEventListener('abort', abort, { once: true });
    void options.clock.sleep(options.timeoutMs(sendable.reduce((sum, record) => sum + record.size, 0)), stopTimer.signal).then(() => {
      if (stopTimer.signal.aborted) return;
      timedOut = true;
      controller.abort();
    });
    let response: Response;
    let json: AnswerBody | null;
    try {
      // No Content-Type: the browser writes the multipart boundary itself.
      response = await options.fetch(options.endpoint, {
        method: 'POST',
        body,
        credentials: 'include',
        headers: { ...CSRF_HEADERS, ...auth },
        signal: controller.signal,
      });
      json = await readAnswerBody(response);
    } catch {
      if (signal.aborted) return forAll({ kind: 'aborted' });
      return forAll({ kind: 'retry', failure: { code: timedOut ? 'timeout' : 'network', message: null } });
    } finally {
      stopTimer.abort();
      signal.removeEventListener('abort', abort);
    }
    const sorted = sendable.map((record, i) => outcomeOf(response.status, json, resultKeys[i]!));
    // Refused as a whole, with no field named (a variable that does not fit the schema is refused
    // before any create runs): which file is at fault is unknown, so each is sent again on its own,
    // and only that one fails.
    if (sendable.length > 1 && answerErrors(json).every(isAboutRequest) && sorted.every((outcome) => outcome.kind === 'failed') && !signal.aborted && !timedOut) {
      // One after another: the request's place among those in flight is theirs, not three more.
      for (const record of sendable) outcomes.set(record, (await send([record], signal))[0]!);
      return answer();
    }
    sendable.forEach((record, i) => {
      const outcome = sorted[i]!;
      // The server has the file: that stands even if the caller gave up on the answer meanwhile.
      if (outcome.kind === 'sent') outcomes.set(record, outcome);
      else if (signal.aborted) outcomes.set(record, { kind: 'aborted' });
      else if (timedOut) outcomes.set(record, { kind: 'retry', failure: { code: 'timeout', message: null } });
      else outcomes.set(record, outcome);
    });
    return answer();
  };
  return send;
}
