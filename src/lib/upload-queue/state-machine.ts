import type { AnyUploadRecord, Clock, UploadFailure, UploadRecord, UploadState } from './types';

// The record life cycle: staged → queued → sending → sent, or failed (reason, attempts), or paused.
// Every state change goes through `transition`, so an impossible move (sending a staged file that
// was never confirmed, resuming a sent one) is an error rather than a silent corruption.

export type UploadEvent =
  | { type: 'queue' }
  | { type: 'start' }
  | { type: 'succeed'; serverId: string }
  | { type: 'retryLater'; failure: UploadFailure; notBefore: number }
  | { type: 'fail'; failure: UploadFailure }
  | { type: 'pause' }
  | { type: 'resume' }
  /** The page died or the request was cut off by us (pause, sign-out) while sending. */
  | { type: 'interrupt' };

const FROM: Record<UploadEvent['type'], readonly UploadState[]> = {
  queue: ['staged', 'failed'],
  start: ['queued'],
  // Paused while the request was in flight, yet the server answered: the file is there all the same.
  succeed: ['sending', 'paused'],
  retryLater: ['sending'],
  fail: ['sending'],
  pause: ['queued', 'sending', 'failed'],
  resume: ['paused'],
  interrupt: ['sending'],
};

export class InvalidTransitionError extends Error {
  constructor(from: UploadState, event: UploadEvent['type']) {
    super(`Upload record cannot go from '${from}' on '${event}'`);
    this.name = 'InvalidTransitionError';
  }
}

export function canTransition(record: UploadRecord, event: UploadEvent['type']): boolean {
  return FROM[event].includes(record.state);
}

/** A store change applying `event` to a record, or leaving it as it is (null) where its state does not allow the event. */
export function changeFor(event: UploadEvent, clock: Clock): (record: UploadRecord) => UploadRecord | null {
  return (record) => (canTransition(record, event.type) ? transition(record, event, clock.now()) : null);
}

export function transition(record: UploadRecord, event: UploadEvent, now: number): UploadRecord {
  if (!canTransition(record, event.type)) throw new InvalidTransitionError(record.state, event.type);
  const base = { ...record, updatedAt: now };
  switch (event.type) {
    case 'queue':
    case 'resume':
      return { ...base, state: 'queued', failure: null, nextAttemptAt: now };
    case 'start':
      return { ...base, state: 'sending' };
    case 'succeed':
      return { ...base, state: 'sent', blob: null, serverId: event.serverId, failure: null };
    case 'retryLater':
      return { ...base, state: 'queued', attempts: record.attempts + 1, failure: event.failure, nextAttemptAt: event.notBefore };
    case 'fail':
      return { ...base, state: 'failed', attempts: record.attempts + 1, failure: event.failure };
    case 'pause':
      return { ...base, state: 'paused' };
    case 'interrupt':
      return { ...base, state: 'queued' };
  }
}

/** Handed to the sender and not answered yet: queued (waiting its turn, a retry or the network) or being sent. */
export function isPending(record: { state: UploadState }): boolean {
  return record.state === 'queued' || record.state === 'sending';
}

/** Fields the user may still change: staged or failed records, minus the ones the name locked. */
export function canEdit(record: AnyUploadRecord, field: string): boolean {
  return (record.state === 'staged' || record.state === 'failed') && !record.lockedFields.includes(field);
}
