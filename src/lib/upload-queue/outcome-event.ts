import { backoffDelay } from './backoff';
import type { SendOutcome } from './send-upload';
import type { UploadEvent } from './state-machine';
import type { UploadRecord } from './types';

/** A server that keeps failing is told apart from a network that keeps failing: the latter never gives up. */
export const MAX_SERVER_ERROR_ATTEMPTS = 8;

/** The state change an answer (or its absence) calls for; retries wait a jittered, growing delay. */
export function outcomeEvent(record: UploadRecord, outcome: SendOutcome, now: number, random: () => number): UploadEvent {
  switch (outcome.kind) {
    case 'sent':
      return { type: 'succeed', serverId: outcome.serverId };
    case 'failed':
      return { type: 'fail', failure: outcome.failure };
    case 'retry': {
      const attempt = record.attempts + 1;
      if (outcome.failure.code === 'server-error' && attempt >= MAX_SERVER_ERROR_ATTEMPTS) return { type: 'fail', failure: outcome.failure };
      return { type: 'retryLater', failure: outcome.failure, notBefore: now + backoffDelay(attempt, random) };
    }
    case 'unauthenticated':
    case 'aborted':
      return { type: 'interrupt' };
  }
}
