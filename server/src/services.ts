import path from 'node:path';
import type { Config } from './config';
import type { Services } from './context';
import { openDatabase, type Database } from './db/client';
import { isEmptyDataDir } from './db/pglite-template';
import type { Logger } from './log';
import { installReadingQueue } from './accounting-reading/reading-job';
import { createMailer } from './mail/create-mailer';
import { createNotificationQueue } from './notifications/queue';
import { createPushSender } from './push/push-sender';
import { serverVapidKeys } from './push/vapid-keys';
import { createFileStorage } from './storage/create-file-storage';

const embeddedDir = (config: Config) => path.join(config.dataDir, 'db');

export interface DatabaseOptions {
  /** PGlite in memory rather than under DATA_DIR (tests). */
  inMemoryDb?: boolean;
  /** A new PGlite database starts from this data directory (tests: the seeded template, testing/seeded-template.ts). */
  pgliteDataDir?: Blob;
}

/** The database the configuration names, migrated: PostgreSQL (DATABASE_URL), else PGlite under DATA_DIR (in memory for tests). */
export function openConfiguredDatabase(config: Config, options: DatabaseOptions = {}): Promise<Database> {
  return openDatabase({ url: config.databaseUrl, poolMode: config.databasePoolMode, dir: options.inMemoryDb ? null : embeddedDir(config), pgliteDataDir: options.pgliteDataDir });
}

/** Whether the configuration names an embedded database that does not exist yet. */
export function isNewEmbeddedDatabase(config: Config): boolean {
  return config.databaseUrl === null && isEmptyDataDir(embeddedDir(config));
}

/** Opens the database (migrated), creates the mailer under DATA_DIR and the file storage STORAGE_URL chose (behind CLAMD_URL's scanner). */
export async function createServices(config: Config, log: Logger, options: DatabaseOptions = {}): Promise<Services & { database: Database }> {
  const database = await openConfiguredDatabase(config, options);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, smtpCaFile: config.smtpCaFile, mailFrom: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log });
  const push = createPushSender({ keys: serverVapidKeys(config), subject: config.vapid.subject });
  const notifications = createNotificationQueue({ db: database.db, sql: database.queueSql, mailer, log, publicUrl: config.publicUrl, secret: config.secret, push, ...config.notifications });
  // Creating the queues (tables, partitions) deadlocks when two processes start at once: one at a time.
  await database.exclusively(async () => {
    await notifications.install();
    await installReadingQueue(notifications.boss);
  });
  return {
    database,
    db: database.db,
    config,
    log,
    storage: await createFileStorage(config.storage, config.dataDir, { clamd: config.clamd, db: database.db, log }),
    mailer,
    notifications,
  };
}
