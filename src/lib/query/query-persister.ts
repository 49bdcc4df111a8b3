import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** Changes that bring no new data (a fetch starting, a refetch failing) are saved at most this often. */
const QUIET_SAVE_MS = 1_000;

/** Written for a cache that holds nothing: the saved copy is removed rather than written. */
const NOTHING_TO_KEEP = '';

/**
 * What the offline copy would lack if the page went away now: a query or a mutation more or less,
 * or data newer than the last write.
 */
function dataSignature(client: PersistedClient): string {
  const { queries, mutations } = client.clientState;
  const newest = queries.reduce((latest, query) => Math.max(latest, query.state.dataUpdatedAt), 0);
  return `${queries.length}/${mutations.length}/${newest}`;
}

function serialize(client: PersistedClient): string {
  return client.clientState.queries.length === 0 && client.clientState.mutations.length === 0 ? NOTHING_TO_KEEP : JSON.stringify(client);
}

type Page = Pick<Window, 'addEventListener'> & { document: Pick<Document, 'addEventListener' | 'visibilityState'> };

/**
 * Saves the query cache to local storage for the next (possibly offline) start. New data is written
 * at once: a save throttled to once a second lost the screen just loaded when the connection dropped
 * and the page was reloaded within that second (the HR profile then failed offline, issue #44).
 * Other changes wait up to a second; a waiting save is written when the page is hidden or left. An
 * emptied cache (sign-out) removes the saved copy, so no late save writes one back.
 */
export function createQueryPersister(storage: Storage = window.localStorage, page: Page | null = window): Persister {
  const key = STORAGE_KEYS.queryCache;
  let waiting: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let savedSignature: string | null = null;

  const write = (client: PersistedClient) => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    waiting = null;
    savedSignature = dataSignature(client);
    const value = serialize(client);
    try {
      if (value === NOTHING_TO_KEEP) storage.removeItem(key);
      else storage.setItem(key, value);
    } catch {
      // Storage full or refused: the app works on, only the next offline start shows less.
    }
  };
  /** Writes a save that is still waiting (the page is being hidden or left). */
  const flush = () => {
    if (waiting) write(waiting);
  };

  page?.addEventListener('pagehide', flush);
  page?.document.addEventListener('visibilitychange', () => {
    if (page.document.visibilityState === 'hidden') flush();
  });

  return {
    persistClient: (client) => {
      if (dataSignature(client) !== savedSignature) return write(client);
      waiting = client;
      timer ??= setTimeout(flush, QUIET_SAVE_MS);
    },
    restoreClient: () => {
      const saved = storage.getItem(key);
      return saved ? (JSON.parse(saved) as PersistedClient) : undefined;
    },
    removeClient: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      waiting = null;
      savedSignature = null;
      storage.removeItem(key);
    },
  };
}
