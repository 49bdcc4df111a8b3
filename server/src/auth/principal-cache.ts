// Who a credential signs in as, kept in process so a signed-in request costs a hash and a lookup, not
// a query (docs/identity.md, "What the API keeps"). Correct only while the database tells this
// process about every change to signed-in state: the triggers of migration 0009 notify on any write
// to users, employee records, sessions and signed-out tokens, whoever makes it, and the change feed
// (db/change-feed.ts) delivers them. A write made by this process is heard before it returns, so the
// next request sees it (a new role, a disabled account, a revoked session, an impersonation ended);
// another process's, a moment after its commit. Without a feed (a pooler in transaction mode),
// nothing is kept.
import type { Principal } from '../principal';
import type { ChangeEvent, ChangeFeed } from '../db/change-feed';
import type { Logger } from '../log';

export interface PrincipalCache {
  /** The principal kept for a credential (by its hash), or undefined. */
  get(credentialHash: string): Principal | undefined;
  /**
   * Runs `load` and keeps its principal until `until`, unless a change was heard while it ran (the
   * answer may predate it): then the next request loads again.
   */
  load(credentialHash: string, load: () => Promise<{ principal: Principal; until: Date } | null>): Promise<Principal | null>;
  close(): void;
}

export interface PrincipalCacheOptions {
  maxEntries?: number;
  /** Kept at most this long whatever the credential's own expiry: a bound should a notification be lost. */
  maxAgeMs?: number;
}

interface Entry {
  principal: Principal;
  until: number;
  /** The users it depends on (the user, the impersonating actor) and the credential's hash. */
  keys: string[];
}

export function createPrincipalCache(feed: ChangeFeed | null, log: Logger, options: PrincipalCacheOptions = {}): PrincipalCache {
  const maxEntries = options.maxEntries ?? 10_000;
  const maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
  const entries = new Map<string, Entry>();
  /** Which credentials each key (user id, credential hash) is part of. */
  const byKey = new Map<string, Set<string>>();
  /** Counts the changes heard: a load that saw it move answers without keeping. */
  let generation = 0;

  function drop(credentialHash: string) {
    const entry = entries.get(credentialHash);
    if (!entry) return;
    entries.delete(credentialHash);
    for (const key of entry.keys) {
      const hashes = byKey.get(key);
      hashes?.delete(credentialHash);
      if (hashes?.size === 0) byKey.delete(key);
    }
  }

  function onChange(event: ChangeEvent) {
    generation++;
    if (event.reason) log.info('signed-in state cache', { event: event.reason, forgotten: entries.size });
    if (event.keys === 'all') {
      entries.clear();
      byKey.clear();
      return;
    }
    for (const key of event.keys) for (const hash of [...(byKey.get(key) ?? [])]) drop(hash);
  }

  const unsubscribe = feed?.subscribe(onChange) ?? (() => undefined);

  function keep(credentialHash: string, principal: Principal, until: number) {
    drop(credentialHash);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) drop(oldest.value);
    }
    const keys = [...new Set([credentialHash, principal.user.id, principal.actor.id])];
    entries.set(credentialHash, { principal, until, keys });
    for (const key of keys) {
      let hashes = byKey.get(key);
      if (!hashes) byKey.set(key, (hashes = new Set()));
      hashes.add(credentialHash);
    }
  }

  return {
    get(credentialHash) {
      if (!feed?.listening) return undefined;
      const entry = entries.get(credentialHash);
      if (!entry) return undefined;
      if (entry.until <= Date.now()) {
        drop(credentialHash);
        return undefined;
      }
      return entry.principal;
    },

    async load(credentialHash, load) {
      const before = generation;
      const loaded = await load();
      if (!loaded) return null;
      const until = Math.min(loaded.until.getTime(), Date.now() + maxAgeMs);
      if (feed?.listening && generation === before) keep(credentialHash, loaded.principal, until);
      return loaded.principal;
    },

    close() {
      unsubscribe();
      entries.clear();
      byKey.clear();
    },
  };
}
