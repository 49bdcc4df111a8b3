import type { OutboxMessage } from '@/lib/message-outbox';

/**
 * The outbox's messages of one thread that the thread does not show yet. The API has a message a
 * moment before the outbox forgets it, and a thread fetched in between holds both copies: the
 * API's is shown, the waiting one is not (same uploadKey).
 */
export function stillWaiting(outbox: readonly OutboxMessage[], employeeId: string, shown: readonly { uploadKey?: string | null }[]): OutboxMessage[] {
  const arrived = new Set(shown.map((message) => message.uploadKey).filter((key): key is string => Boolean(key)));
  return outbox.filter((message) => message.employeeId === employeeId && !arrived.has(message.uploadKey));
}
