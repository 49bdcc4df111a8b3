import type { OutboxFailure } from './failure';

/** A message written in the portal and not yet confirmed by the API (docs/decisions/messages.md, "Message outbox"). */
export type OutboxMessage = {
  /** Idempotency key sent with createHrMessage: the API returns the first message for a repeated key. */
  uploadKey: string;
  /** User id of the author; no other user of this browser sees or sends it. */
  owner: string;
  employeeId: string;
  body: string;
  attachment: { blob: Blob; fileName: string } | null;
  /** Epoch ms; messages are sent strictly in this order. */
  createdAt: number;
  /** 'queued' waits for its turn; 'failed' was refused by the API and waits for the user. */
  state: 'queued' | 'failed';
  /** Why the API refused it: its code and message, shown through serverErrorText (failure.ts). */
  failure: OutboxFailure | null;
};

export type SendResult = { kind: 'sent' } | { kind: 'retry' } | { kind: 'failed'; failure: OutboxFailure } | { kind: 'unauthenticated' };
