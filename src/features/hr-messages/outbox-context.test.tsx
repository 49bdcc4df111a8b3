import 'fake-indexeddb/auto';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOutboxStore } from '@/lib/message-outbox/outbox-store';
import { freshOwner, renderWithProviders, signedIn, stubGraphql } from '@/testing/upload-screen-support';
import { MessageOutboxProvider } from './outbox-context';

// The queue and the outbox send with the signed-in user's token.
beforeEach(signedIn);

// The signed-in layout loads the outbox only when it has work (bench:size): a message written
// before a reload still goes out while a page that shows no messages is open.


afterEach(cleanup);

describe('the message outbox of a signed-in page that shows no messages', () => {
  it('sends the message written before the page was loaded', async () => {
    const sent: string[] = [];
    stubGraphql((body) => {
      const data = body.variables?.['data'] as { body?: string } | undefined;
      if (data?.body) sent.push(data.body);
      return { createHrMessage: { id: `m${sent.length}` } };
    });
    const owner = freshOwner();
    const store = createOutboxStore(owner);
    await store.put({ uploadKey: 'k1', owner, employeeId: 'e13', body: 'Written on the train', attachment: null, createdAt: 1, state: 'queued', failure: null });
    store.close();
    renderWithProviders(
      <MessageOutboxProvider owner={owner}>
        <p>Dashboard</p>
      </MessageOutboxProvider>,
    );
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    await vi.waitFor(() => expect(sent).toEqual(['Written on the train']), { timeout: 5000 });
  });
});
