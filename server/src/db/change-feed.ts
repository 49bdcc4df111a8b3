// What the database tells this process about changes to signed-in state: the triggers of migration
// 0009 NOTIFY `portal_auth_changes` with the ids of the users (or the hashes of the signed-out
// tokens) concerned, whichever process or tool wrote. server/src/auth/principal-cache.ts forgets
// what it kept for them. No outside broker: PostgreSQL's LISTEN/NOTIFY, or PGlite's, in one process.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const AUTH_CHANGES_CHANNEL = 'portal_auth_changes';

/** Some users' (or tokens') state changed, or `all` of it may have: forget accordingly. */
export interface ChangeEvent {
  keys: readonly string[] | 'all';
  /** Set when the feed itself stopped or resumed hearing changes (worth a log line). */
  reason?: string;
}

export interface ChangeFeed {
  /** Calls `handler` for every change heard; returns what stops it. */
  subscribe(handler: (event: ChangeEvent) => void): () => void;
  /** False while changes may go unheard (PostgreSQL: the listening connection is down): trust nothing kept. */
  readonly listening: boolean;
  close(): Promise<void>;
}

function parsePayload(payload: string | undefined): ChangeEvent {
  return { keys: !payload || payload === '*' ? 'all' : payload.split(' ').filter(Boolean) };
}

function createHub() {
  const handlers = new Set<(event: ChangeEvent) => void>();
  return {
    subscribe(handler: (event: ChangeEvent) => void) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    emit(event: ChangeEvent) {
      for (const handler of handlers) handler(event);
    },
  };
}

/** PGlite: one process, one connection; a notification is handled before the write that caused it returns. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const hub = createHub();
  const stop = await client.listen(AUTH_CHANGES_CHANNEL, (payload) => hub.emit(parsePayload(payload)));
  return { subscribe: hub.subscribe, listening: true, close: () => stop() };
}

const RECONNECT_MS = { first: 1_000, max: 30_000 };

export interface PgChangeFeed extends ChangeFeed {
  /**
   * The pool's `onConnect`: every pooled connection listens too. PostgreSQL sends a session its own
   * notifications before the answer to the statement that committed them, so a write made by this
   * process is heard before the write returns (its next request sees it); other processes' writes
   * arrive a moment after their commit, on whichever connection is idle.
   */
  onPoolConnect(client: pg.ClientBase): Promise<void>;
}

/**
 * PostgreSQL (a direct connection or a pooler in session mode; a pooler in transaction mode keeps no
 * LISTEN, so there is no feed there). Pooled connections close when idle, so one connection of its
 * own listens all the time; while it is down (`listening` false) nothing kept may be trusted, and
 * once it is back everything kept is forgotten, since changes may have been missed meanwhile.
 */
export function pgChangeFeed(url: string): PgChangeFeed {
  const hub = createHub();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === AUTH_CHANGES_CHANNEL) hub.emit(parsePayload(message.payload));
  };

  function lost(from: pg.Client, reason: string) {
    if (closed || from !== client) return;
    const was = listening;
    listening = false;
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = null;
    if (was) hub.emit({ keys: 'all', reason: `change feed lost: ${reason}` });
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MS.max);
  }

  async function connect() {
    timer = null;
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'portal: change feed' });
    client = next;
    next.on('error', (error: Error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
    } catch (error) {
      lost(next, error instanceof Error ? error.message : String(error));
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    listening = true;
    retryMs = RECONNECT_MS.first;
    hub.emit({ keys: 'all', reason: 'change feed listening' });
  }

  void connect();
  return {
    subscribe: hub.subscribe,
    get listening() {
      return listening;
    },
    async onPoolConnect(pooled) {
      pooled.on('notification', onNotification);
      await pooled.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`);
    },
    async close() {
      closed = true;
      listening = false;
      if (timer) clearTimeout(timer);
      const last = client;
      client = null;
      last?.removeAllListeners();
      await last?.end().catch(() => undefined);
    },
  };
}
