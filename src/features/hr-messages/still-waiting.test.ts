import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@/lib/message-outbox';
import { stillWaiting } from './still-waiting';

const waiting = (uploadKey: string, employeeId = 'e1'): OutboxMessage => ({
  uploadKey,
  owner: 'u1',
  employeeId,
  body: `message ${uploadKey}`,
  attachment: null,
  createdAt: 1,
  state: 'queued',
  failure: null,
});

describe('messages still waiting in a thread', () => {
  it('leaves out a message the thread already has from the API, and other threads', () => {
    const outbox = [waiting('k1'), waiting('k2'), waiting('k3', 'e2')];
    const thread = [{ uploadKey: 'k1' }, { uploadKey: null }, {}];
    expect(stillWaiting(outbox, 'e1', thread).map((m) => m.uploadKey)).toEqual(['k2']);
  });

  it('keeps every waiting message while the thread has none of them', () => {
    expect(stillWaiting([waiting('k1'), waiting('k2')], 'e1', [{ uploadKey: null }]).map((m) => m.uploadKey)).toEqual(['k1', 'k2']);
  });
});
