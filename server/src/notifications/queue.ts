import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { deliverDigest } from './deliver-digest';
import type { NotificationEvent } from './events';
import { enqueueDailyDigests, enqueueExpiryReminders } from './scheduled';
import { fanOut } from './fan-out';
import { transactionExecutor, type SqlExecutor } from './sql-adapters';

export const EVENT_QUEUE = 'notification-event';
export const DIGEST_QUEUE = 'notification-digest';
const DAILY_QUEUE = 'notification-daily';
const EXPIRY_QUEUE = 'hr-document-expiry';

export interface NotificationQueueOptions {
  db: Db;
  sql: SqlExecutor;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  /** Seconds an immediate digest waits for more events of the same batch (NOTIFY_BATCH_SECONDS). */
  batchSeconds: number;
  /** First retry delay after a failed delivery; doubled on each retry (NOTIFY_RETRY_SECONDS). */
  retryDelaySeconds: number;
  retryLimit: number;
  /** A job active for longer (its worker died) is retried (NOTIFY_EXPIRE_SECONDS). */
  expireSeconds: number;
  pollingSeconds: number;
  maintenanceSeconds: number;
  /** Parallel digest deliveries per process, so one slow SMTP answer does not hold the rest. */
  deliveryConcurrency: number;
}

export interface NotificationQueue {
  /**
   * Adds `event` to the queue inside the caller's transaction `tx`: it is delivered exactly when
   * `tx` commits. Call it from the mutation that makes the change, after the rows are written.
   */
  enqueue(tx: Db, event: NotificationEvent): Promise<void>;
  /** Creates the queue's tables (idempotent); enqueueing needs them, working does not run yet. */
  install(): Promise<void>;
  /** Starts the workers and the daily schedules in this process. */
  startWorkers(): Promise<void>;
  stop(options?: { graceful: boolean }): Promise<void>;
  /** The underlying pg-boss, for tests and the benchmark (job counts). */
  boss: PgBoss;
}

export function createNotificationQueue(options: NotificationQueueOptions): NotificationQueue {
  const boss = new PgBoss({
    db: options.sql,
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  });
  boss.on('error', (error: Error) => options.log.error('job queue error', { error: error.message }));
  const retry = { retryLimit: options.retryLimit, retryDelay: options.retryDelaySeconds, retryBackoff: true, expireInSeconds: options.expireSeconds };
  let installed: Promise<void> | null = null;

  async function createQueues() {
    await boss.start();
    await boss.createQueue(EVENT_QUEUE, { name: EVENT_QUEUE, ...retry });
    // `short`: at most one digest per user waits at a time, so a batch of events makes one mail.
    await boss.createQueue(DIGEST_QUEUE, { name: DIGEST_QUEUE, policy: 'short', ...retry });
    await boss.createQueue(DAILY_QUEUE, { name: DAILY_QUEUE, ...retry });
    await boss.createQueue(EXPIRY_QUEUE, { name: EXPIRY_QUEUE, ...retry });
  }

  // startAfter as a time, not a number of seconds: pg-boss uses one value as `$5`, `CAST($5 as
  // timestamptz)` and an interval; sent through a transaction (Drizzle) each use becomes its own
  // parameter, and a bare "60" bound to the timestamptz one is refused — every digest with a batch
  // window failed to be queued (only batchSeconds 0, which sends no startAfter, worked).
  const sendDigest = (sql: SqlExecutor, userId: string) =>
    boss.send(DIGEST_QUEUE, { userId }, { db: sql, singletonKey: userId, ...(options.batchSeconds > 0 ? { startAfter: new Date(Date.now() + options.batchSeconds * 1000) } : {}) });

  const queue: NotificationQueue = {
    boss,
    async enqueue(tx, event) {
      await boss.send(EVENT_QUEUE, { event }, { db: transactionExecutor(tx) });
    },
    install() {
      installed ??= createQueues();
      return installed;
    },
    async startWorkers() {
      await queue.install();
      const polling = { pollingIntervalSeconds: options.pollingSeconds };
      await boss.work<{ event: NotificationEvent }>(EVENT_QUEUE, polling, async ([job]) => {
        if (job) await fanOut(options.db, job.data.event, (tx, userId) => sendDigest(transactionExecutor(tx), userId));
      });
      for (let i = 0; i < options.deliveryConcurrency; i++) {
        await boss.work<{ userId: string }>(DIGEST_QUEUE, polling, async ([job]) => {
          if (job) await deliverDigest({ ...options, jobId: job.id, userId: job.data.userId });
        });
      }
      await boss.work(DAILY_QUEUE, polling, () => enqueueDailyDigests(options.db, (userId) => sendDigest(options.sql, userId).then(() => undefined)));
      await boss.work(EXPIRY_QUEUE, polling, () => enqueueExpiryReminders(options.db, queue.enqueue));
      // Daily digests leave at 07:00, after the expiry scan of 06:00 (server time zone: UTC).
      await boss.schedule(EXPIRY_QUEUE, '0 6 * * *');
      await boss.schedule(DAILY_QUEUE, '0 7 * * *');
    },
    async stop({ graceful } = { graceful: true }) {
      await boss.stop({ graceful, wait: true, close: false, timeout: graceful ? 10_000 : 1 });
    },
  };
  return queue;
}
