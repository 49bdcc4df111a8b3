import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from '../../log';

/** An arbitrary constant naming the lock of the one process that may run the development provider. */
const DEV_PROVIDER_LOCK_KEY = 7_314_003;

export const secondProviderRefusal =
  'Another API instance on this database already runs the development identity provider (OIDC_ISSUER is unset). ' +
  'It keeps its sign-in state in memory and serves one instance only: set OIDC_ISSUER (and OIDC_CLIENT_ID) to an external ' +
  'OpenID Connect provider to run several instances, or stop the other one.';

export interface SoleInstanceClaim {
  release(): Promise<void>;
}

/**
 * Claims the right to run the development identity provider on the PostgreSQL database at `url`,
 * for as long as this process lives: an advisory lock held by a transaction left open on a
 * connection of its own, so a crash releases it with the connection (a pooler in transaction mode
 * keeps one server connection for an open transaction, and closes it when its client goes; a
 * session-level lock would stay with whichever server connection took it, docs/pooler.md). The provider (oidc-provider) keeps interactions,
 * authorization codes, sessions and refresh tokens in memory, and its signing keys in DATA_DIR:
 * behind a load balancer a second instance would answer half of a sign-in flow it never started.
 * A second claim therefore fails, after `waitMs` (a process stopping may still hold it).
 */
export async function claimSoleDevProvider(url: string, log: Logger, { waitMs = 5_000 } = {}): Promise<SoleInstanceClaim> {
  const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'portal: development identity provider lock' });
  let released = false;
  client.on('error', (error: Error) => {
    // Lost with its connection (database restarted): another instance could now claim it too.
    if (!released) log.error('the development identity provider lost its single-instance lock', { error: error.message });
  });
  await client.connect();
  try {
    for (const deadline = Date.now() + waitMs; ; await sleep(250)) {
      await client.query('begin');
      const { rows } = await client.query<{ claimed: boolean }>('select pg_try_advisory_xact_lock($1) as claimed', [DEV_PROVIDER_LOCK_KEY]);
      if (rows[0]?.claimed) break;
      await client.query('rollback');
      if (Date.now() >= deadline) throw new Error(secondProviderRefusal);
    }
  } catch (error) {
    released = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return {
    async release() {
      if (released) return;
      released = true;
      await client.end().catch(() => undefined);
    },
  };
}
