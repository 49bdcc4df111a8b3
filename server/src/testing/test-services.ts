import { testConfig, type Config } from '../config';
import type { Services } from '../context';
import type { UserRow } from '../principal';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { createLogger } from '../log';
import type { MailMessage, Mailer } from '../mail/mailer';
import { createNotificationQueue } from '../notifications/queue';
import type { FileStorage } from '../storage/file-storage';

/** Services for tests of the auth code: a real in-memory PGlite and a mailer that keeps what it sends. */
export interface TestServices extends Services {
  sent: MailMessage[];
  close(): Promise<void>;
}

const noStorage: FileStorage = {
  save: () => Promise.reject(new Error('no file storage in auth tests')),
  remove: () => Promise.resolve(),
  read: () => Promise.resolve(null),
};

export async function createTestServices(overrides: Partial<Config> = {}): Promise<TestServices> {
  const database = await openDatabase({ url: null, dir: null });
  const sent: MailMessage[] = [];
  const config = testConfig(overrides);
  const mailer: Mailer = { send: async (message) => void sent.push(message) };
  const log = createLogger('silent');
  return {
    db: database.db,
    config,
    storage: noStorage,
    mailer,
    log,
    // Never installed nor started: the auth code these services serve enqueues nothing.
    notifications: createNotificationQueue({ db: database.db, sql: database.queueSql, mailer, log, publicUrl: config.publicUrl, ...config.notifications }),
    sent,
    close: () => database.close(),
  };
}

export async function insertUser(services: Services, values: Partial<typeof users.$inferInsert> & { email: string }): Promise<UserRow> {
  const [row] = await services.db.insert(users).values(values).returning();
  if (!row) throw new Error('user not inserted');
  return row;
}
