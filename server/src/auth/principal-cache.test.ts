import { describe, expect, it } from 'vitest';
import type { Principal } from '../principal';
import type { ChangeEvent, ChangeFeed } from '../db/change-feed';
import { createLogger } from '../log';
import { createPrincipalCache } from './principal-cache';

function fakeFeed() {
  const handlers = new Set<(event: ChangeEvent) => void>();
  const feed = {
    listening: true,
    subscribe(handler: (event: ChangeEvent) => void) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    close: () => Promise.resolve(),
    emit: (keys: ChangeEvent['keys']) => handlers.forEach((handler) => handler({ keys })),
  };
  return feed satisfies ChangeFeed;
}

const log = createLogger('silent');
const principal = (userId: string, actorId = userId) => ({ user: { id: userId }, actor: { id: actorId }, employees: [], sessionId: null }) as unknown as Principal;
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('the principal kept per credential', () => {
  it('is forgotten when its user, its impersonating actor or its credential is named, or everything is', async () => {
    const feed = fakeFeed();
    const cache = createPrincipalCache(feed, log);
    await cache.load('h1', async () => ({ principal: principal('u1'), until: inAnHour() }));
    await cache.load('h2', async () => ({ principal: principal('u2', 'admin'), until: inAnHour() }));
    await cache.load('h3', async () => ({ principal: principal('u3'), until: inAnHour() }));
    expect(cache.get('h1')?.user.id).toBe('u1');
    feed.emit(['u1']);
    expect(cache.get('h1')).toBeUndefined();
    feed.emit(['admin']);
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')).toBeDefined();
    feed.emit(['h3']);
    expect(cache.get('h3')).toBeUndefined();
    await cache.load('h4', async () => ({ principal: principal('u4'), until: inAnHour() }));
    feed.emit('all');
    expect(cache.get('h4')).toBeUndefined();
  });

  it('is not kept when a change was heard while it was read (the answer may predate it)', async () => {
    const feed = fakeFeed();
    const cache = createPrincipalCache(feed, log);
    const loaded = await cache.load('h1', async () => {
      feed.emit(['someone-else']);
      return { principal: principal('u1'), until: inAnHour() };
    });
    expect(loaded?.user.id).toBe('u1');
    expect(cache.get('h1')).toBeUndefined();
  });

  it('is not trusted while the feed is not listening, nor kept without a feed, nor past its bound', async () => {
    const feed = fakeFeed();
    const cache = createPrincipalCache(feed, log, { maxAgeMs: 50 });
    await cache.load('h1', async () => ({ principal: principal('u1'), until: inAnHour() }));
    feed.listening = false;
    expect(cache.get('h1')).toBeUndefined();
    feed.listening = true;
    expect(cache.get('h1')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get('h1')).toBeUndefined();
    const none = createPrincipalCache(null, log);
    await none.load('h1', async () => ({ principal: principal('u1'), until: inAnHour() }));
    expect(none.get('h1')).toBeUndefined();
  });

  it('stays within its size, dropping the oldest', async () => {
    const cache = createPrincipalCache(fakeFeed(), log, { maxEntries: 2 });
    for (const n of [1, 2, 3]) await cache.load(`h${n}`, async () => ({ principal: principal(`u${n}`), until: inAnHour() }));
    expect([cache.get('h1'), cache.get('h2'), cache.get('h3')].map((p) => p?.user.id)).toEqual([undefined, 'u2', 'u3']);
  });
});
