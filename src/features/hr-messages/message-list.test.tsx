import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { openIdbStores } from '@/lib/idb-store';
import type { OutboxFailure, OutboxMessage } from '@/lib/message-outbox';
import { createOutboxStore } from '@/lib/message-outbox/outbox-store';
import { freshDbName } from '@/testing/upload-queue-support';
import { renderWithProviders } from '@/testing/upload-screen-support';
import { MessageList } from './message-list';

// Issue #44: a message the API refused says why in the user's language, never with the API's
// English or a bare code. (The test's language is English with no catalog: the catalog's own texts.)

afterEach(cleanup);

const refused = (uploadKey: string, failure: OutboxFailure): OutboxMessage => ({
  uploadKey,
  owner: 'u1',
  employeeId: 'e1',
  body: `Body ${uploadKey}`,
  attachment: null,
  createdAt: 1,
  state: 'failed',
  failure,
});

describe('a message the API refused', () => {
  it('says why in words, not with the code BAD_USER_INPUT or the API’s English', async () => {
    renderWithProviders(
      <MessageList
        messages={[]}
        waiting={[
          refused('k1', { code: 'BAD_USER_INPUT', message: 'Some detail only the logs need' }),
          refused('k2', { code: 'BAD_USER_INPUT', message: 'A message needs a text or an attachment' }),
          refused('k3', { code: 'http-413', message: null }),
        ]}
      />,
    );
    expect(await screen.findByText('Not sent: The server did not accept this input.')).toBeTruthy();
    expect(screen.getByText('Not sent: A message needs a text or an attachment.')).toBeTruthy();
    expect(screen.getByText('Not sent: Response not successful: Received status code 413')).toBeTruthy();
    expect(screen.queryByText(/BAD_USER_INPUT|Some detail|http-413/)).toBeNull();
    expect(screen.getByText('Body k1')).toBeTruthy();
  });

  it('still shows, with a translated reason, a refusal the portal stored before codes were kept', async () => {
    const dbName = freshDbName();
    const old = openIdbStores(dbName, 'messages').strict;
    await set(['u1', 'k1'], { ...refused('k1', { code: null, message: null }), failure: 'BAD_USER_INPUT' }, old);
    await set(['u1', 'k2'], { ...refused('k2', { code: null, message: null }), createdAt: 2, failure: 'A message needs a text or an attachment' }, old);
    const store = createOutboxStore('u1', dbName);
    renderWithProviders(<MessageList messages={[]} waiting={await store.list()} />);
    expect(await screen.findByText('Not sent: The server did not accept this input.')).toBeTruthy();
    expect(screen.getByText('Not sent: A message needs a text or an attachment.')).toBeTruthy();
    expect(screen.getByText('Body k1')).toBeTruthy();
    expect(screen.getByText('Body k2')).toBeTruthy();
    expect(screen.queryByText(/BAD_USER_INPUT/)).toBeNull();
    store.close();
  });
});
