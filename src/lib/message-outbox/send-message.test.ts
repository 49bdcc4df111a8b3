import { describe, expect, it } from 'vitest';
import { createMessageTransport } from './send-message';
import type { OutboxMessage } from './types';

const message: OutboxMessage = {
  uploadKey: 'key-0001',
  owner: 'u1',
  employeeId: 'e1',
  body: 'Hello',
  attachment: null,
  createdAt: 1,
  state: 'queued',
  failure: null,
};

const answering = (status: number, body: unknown) =>
  createMessageTransport({ endpoint: '/api/graphql', getToken: () => 'tok', fetch: async () => new Response(JSON.stringify(body), { status }) });

describe('message transport', () => {
  it('keeps a message the API refuses with CONFLICT, with its code and message, instead of retrying it ahead of every later one', async () => {
    const send = answering(200, { errors: [{ message: 'This conversation is closed', path: ['createHrMessage'], extensions: { code: 'CONFLICT' } }] });
    expect(await send(message)).toEqual({ kind: 'failed', failure: { code: 'CONFLICT', message: 'This conversation is closed' } });
  });

  it('sorts the answer as the upload queue does: sent, retry, refused, signed out', async () => {
    expect(await answering(200, { data: { createHrMessage: { id: 'm1' } } })(message)).toEqual({ kind: 'sent' });
    expect(await answering(503, {})(message)).toEqual({ kind: 'retry' });
    expect(await answering(200, { errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })(message)).toEqual({ kind: 'retry' });
    expect(await answering(200, { errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] })(message)).toEqual({ kind: 'unauthenticated' });
    expect(await answering(200, { errors: [{ extensions: { code: 'FORBIDDEN' } }] })(message)).toEqual({ kind: 'failed', failure: { code: 'FORBIDDEN', message: null } });
    expect(await answering(413, null)(message)).toEqual({ kind: 'failed', failure: { code: 'http-413', message: null } });
  });

  it('retries when the request never reaches the API', async () => {
    const send = createMessageTransport({ endpoint: '/api/graphql', getToken: () => 'tok', fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await send(message)).toEqual({ kind: 'retry' });
  });
});
