import { describe, expect, it } from 'vitest';
import { MAX_SERVER_ERROR_ATTEMPTS, outcomeEvent } from './outcome-event';
import type { UploadRecord } from './types';

const at = (attempts: number) => ({ attempts }) as UploadRecord;
const half = () => 0.5;

describe('what an answer does to a file', () => {
  it('retries network failures forever, with a later start each time', () => {
    const event = outcomeEvent(at(40), { kind: 'retry', failure: { code: 'network', message: null } }, 1000, half);
    expect(event).toMatchObject({ type: 'retryLater', notBefore: 1000 + 30_000 });
  });

  it('gives up on a server that keeps failing, so the user sees it and can retry by hand', () => {
    const failure = { code: 'server-error', message: null };
    expect(outcomeEvent(at(MAX_SERVER_ERROR_ATTEMPTS - 2), { kind: 'retry', failure }, 0, half).type).toBe('retryLater');
    expect(outcomeEvent(at(MAX_SERVER_ERROR_ATTEMPTS - 1), { kind: 'retry', failure }, 0, half)).toEqual({ type: 'fail', failure });
  });

  it('puts a file back in the queue when the session expired or the request was cut off', () => {
    expect(outcomeEvent(at(0), { kind: 'unauthenticated' }, 0, half)).toEqual({ type: 'interrupt' });
    expect(outcomeEvent(at(0), { kind: 'aborted' }, 0, half)).toEqual({ type: 'interrupt' });
  });
});
