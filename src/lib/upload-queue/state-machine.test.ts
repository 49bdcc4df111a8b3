import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';
import { batchProgress } from './progress';
import { canEdit, InvalidTransitionError, transition } from './state-machine';
import type { UploadRecord } from './types';

const base = {
  schemaVersion: 1, kind: 'salary', data: { type: 'slip', date: '2025-11-01', employee: null }, lockedFields: ['type'], fileId: 'f',
  owner: 'u', batchId: 'b', uploadKey: 'k', fileName: 'f.pdf', size: 100, lastModified: 1, mimeType: 'application/pdf',
  blob: new Blob(['x']), sha256: 'h', sameContentAs: null, duplicateConfirmed: false, state: 'staged', attempts: 0,
  nextAttemptAt: 0, failure: null, serverId: null, createdAt: 0, updatedAt: 0,
} as UploadRecord;

describe('upload record life cycle', () => {
  it('goes staged → queued → sending → sent, dropping the bytes once sent', () => {
    const queued = transition(base, { type: 'queue' }, 1);
    const sending = transition(queued, { type: 'start' }, 2);
    const sent = transition(sending, { type: 'succeed', serverId: 's1' }, 3);
    expect([queued.state, sending.state, sent.state]).toEqual(['queued', 'sending', 'sent']);
    expect(sent.blob).toBeNull();
    expect(sent.serverId).toBe('s1');
  });

  it('counts attempts on failure and can be queued again from failed', () => {
    const sending = transition(transition(base, { type: 'queue' }, 1), { type: 'start' }, 2);
    const failed = transition(sending, { type: 'fail', failure: { code: 'BAD_USER_INPUT', message: 'x' } }, 3);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, failure: { code: 'BAD_USER_INPUT' } });
    expect(transition(failed, { type: 'queue' }, 4)).toMatchObject({ state: 'queued', failure: null });
    const later = transition(sending, { type: 'retryLater', failure: { code: 'network', message: null }, notBefore: 500 }, 3);
    expect(later).toMatchObject({ state: 'queued', attempts: 1, nextAttemptAt: 500 });
  });

  it('refuses impossible moves', () => {
    expect(() => transition(base, { type: 'start' }, 1)).toThrow(InvalidTransitionError);
    expect(() => transition(base, { type: 'resume' }, 1)).toThrow(InvalidTransitionError);
    const sent = { ...base, state: 'sent', blob: null } as UploadRecord;
    expect(() => transition(sent, { type: 'pause' }, 1)).toThrow(InvalidTransitionError);
  });

  it('lets only unlocked fields of staged or failed records be edited', () => {
    expect(canEdit(base, 'employee')).toBe(true);
    expect(canEdit(base, 'type')).toBe(false);
    expect(canEdit({ ...base, state: 'queued' } as UploadRecord, 'employee')).toBe(false);
  });
});

describe('backoff', () => {
  it('doubles the ceiling per attempt up to a maximum, with jitter below it', () => {
    expect(backoffDelay(1, () => 0.999)).toBe(999);
    expect(backoffDelay(3, () => 0.5)).toBe(2000);
    expect(backoffDelay(30, () => 0.999)).toBe(59_940);
    expect(backoffDelay(5, () => 0)).toBe(0);
  });
});

describe('batch progress', () => {
  it('counts files and bytes and projects the time left from the observed throughput', () => {
    const records = [
      { ...base, fileId: 'a', state: 'sent', blob: null, size: 100 },
      { ...base, fileId: 'b', state: 'queued', size: 300 },
      { ...base, fileId: 'c', state: 'failed', size: 50 },
    ] as UploadRecord[];
    const progress = batchProgress(records, { bytes: 100, since: 0 }, 1000);
    expect(progress).toMatchObject({ total: 3, sent: 1, failed: 1, pending: 1, bytesTotal: 450, bytesSent: 100, msLeft: 3000 });
    expect(batchProgress(records, { bytes: 0, since: null }, 1000).msLeft).toBeNull();
  });
});
