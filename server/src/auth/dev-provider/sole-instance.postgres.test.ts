import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../log';
import { scratchDatabase, type ScratchDatabase } from '../../testing/scratch-database';
import { createTestServices } from '../../testing/test-services';
import { createDevOidcProvider } from './provider';
import { claimSoleDevProvider, secondProviderRefusal } from './sole-instance';

// PostgreSQL only: on PGlite the database belongs to one process anyway.
const log = createLogger('silent');
let database: ScratchDatabase;
beforeEach(async () => {
  database = await scratchDatabase(process.env.DATABASE_URL!, 'oidc_lock');
});
afterEach(() => database.drop());

describe('the development identity provider on a shared PostgreSQL', () => {
  it('is refused to a second process on the same database, with the reason, until the first lets go', async () => {
    const first = await claimSoleDevProvider(database.url, log);
    await expect(claimSoleDevProvider(database.url, log, { waitMs: 300 })).rejects.toThrow(secondProviderRefusal);
    await first.release();
    const next = await claimSoleDevProvider(database.url, log, { waitMs: 300 });
    await next.release();
  });

  it('is free again once the holder is gone (a crashed process: its connection ends)', async () => {
    const crashed = await claimSoleDevProvider(database.url, log);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name like 'portal: development%'");
    } finally {
      await admin.end();
    }
    await (await claimSoleDevProvider(database.url, log, { waitMs: 2_000 })).release();
    await crashed.release();
  });

  it('counts per database: a provider on another database does not stand in the way', async () => {
    const other = await scratchDatabase(process.env.DATABASE_URL!, 'oidc_lock');
    try {
      const elsewhere = await claimSoleDevProvider(other.url, log);
      await (await claimSoleDevProvider(database.url, log, { waitMs: 300 })).release();
      await elsewhere.release();
    } finally {
      await other.drop();
    }
  });

  it('is what createDevOidcProvider claims, and close() gives back', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dev-oidc-lock-'));
    // The provider's own queries go to the services' PGlite; only the claim reads databaseUrl.
    const services = await createTestServices({ databaseUrl: database.url, dataDir });
    try {
      const provider = await createDevOidcProvider(services, { persistKeys: false });
      await expect(claimSoleDevProvider(database.url, log, { waitMs: 300 })).rejects.toThrow(secondProviderRefusal);
      await provider.close();
      await (await claimSoleDevProvider(database.url, log, { waitMs: 300 })).release();
    } finally {
      await services.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
