import { createOutboxStore } from './outbox-store';

// For the sign-out question (docs/decisions/messages.md, "Message outbox"): the outbox is not running on the
// sign-out screen (it lives in the authenticated layout), so these open the user's store directly.

/** How many of this user's messages the API does not have yet (waiting or refused). */
export async function waitingMessageCount(owner: string): Promise<number> {
  const store = createOutboxStore(owner);
  try {
    return (await store.list()).length;
  } finally {
    store.close();
  }
}

/** Sign-out with "discard": removes every message of this user that was not sent. */
export async function discardWaitingMessages(owner: string): Promise<void> {
  const store = createOutboxStore(owner);
  try {
    for (const message of await store.list()) await store.remove(message.uploadKey);
  } finally {
    store.close();
  }
}
