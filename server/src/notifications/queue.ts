import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { deliverSignInMail, recordSignInMailFailure, signInRetryOptions, type SignInMailJob } from '../mail/sign-in-mail';
import type { PushSender } from '../push/push-sender';
import { deliverDigest } from './deliver-digest';
import { deliverPush, type PushJobData } from './deliver-push';
import type { NotificationEvent } from './events';
import { recordFailedJob, type FailedJobData } from './failed-jobs';
import { enqueueDailyDigests, enqueueExpiryReminders } from './scheduled';
import { fanOut } from './fan-out';
import { transactionExecutor, type SqlExecutor } from './sql-adapters';

export const EVENT_QUEUE = 'notification-event';
export const DIGEST_QUEUE = 'notification-digest';
/** One job per notification item and device with push turned on (deliver-push.ts). */
export const PUSH_QUEUE = 'notification-push';
/** pg-boss's dead letter queue for all the others: a job whose retries are spent lands here. */
export const FAILED_QUEUE = 'notification-failed';
const DAILY_QUEUE = 'notification-daily';
const EXPIRY_QUEUE = 'hr-document-expiry';
/** Sign-in mails when SMTP_URL is set (auth/magic-link.ts), and where those whose retries are spent go. */
export const SIGN_IN_QUEUE = 'sign-in-mail';
const SIGN_IN_FAILED_QUEUE = 'sign-in-mail-failed';
const SIGN_IN_BATCH = 10;

/**
 * Events fanned out per fetch. A fetch of one job per polling interval capped a worker at one event
 * per interval (10,000 events took hours); a batch and an immediate next fetch keep up with bursts.
 */
const EVENT_BATCH = 25;
/** Digests one delivery worker fetches and sends at once, over a few shared SMTP connections. */
const DIGEST_BATCH = 10;
/** Pushes one worker sends at once (each its own HTTPS request to a push service). */
const PUSH_BATCH = 10;

type JobFailure = { id: string; error: unknown };

/**
 * Lets timers and I/O run. PGlite answers through promises that are already resolved, so a worker
 * that went from job to job without waiting kept the event loop to itself for a whole burst
 * (10,000 events: no HTTP request, timer or other worker served until the last one).
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `handle` on one job after a yield; the job's failure, if it failed. */
async function attempt<J extends { id: string }>(job: J, handle: (job: J) => Promise<void>): Promise<JobFailure | null> {
  await yieldToEventLoop();
  try {
    await handle(job);
    return null;
  } catch (error) {
    return { id: job.id, error };
  }
}

/** The jobs one after another (database work only: in turn, so each yield lets others in). */
async function settleInTurn<J extends { id: string }>(jobs: J[], handle: (job: J) => Promise<void>): Promise<JobFailure[]> {
  const failures: JobFailure[] = [];
  for (const job of jobs) {
    const failure = await attempt(job, handle);
    if (failure) failures.push(failure);
  }
  return failures;
}

/** The jobs all at once (they wait on SMTP): a slow answer holds back only its own job. */
async function settleTogether<J extends { id: string }>(jobs: J[], handle: (job: J) => Promise<void>): Promise<JobFailure[]> {
  const outcomes = await Promise.all(jobs.map((job) => attempt(job, handle)));
  return outcomes.filter((failure) => failure !== null);
}

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
  /**
   * SECRET, which opens the token sealed in a sign-in mail job (mail/sealed-token.ts). The
   * services' queue has it; a queue without it (notification tests' own) works no sign-in mail.
   */
  secret?: string;
  /** Web Push (server/src/push): without it, items and mails as before and no push job is queued. */
  push?: PushSender;
}

export interface NotificationQueue {
  /**
   * Adds `event` to the queue inside the caller's transaction `tx`: it is delivered exactly when
   * `tx` commits. Call it from the mutation that makes the change, after the rows are written.
   */
  enqueue(tx: Db, event: NotificationEvent): Promise<void>;
  /** Adds a sign-in mail inside `tx` (the one that stores its token), retried within the link's lifetime. */
  enqueueSignInMail(tx: Db, mail: SignInMailJob): Promise<void>;
  /**
   * Has this process's sign-in worker, if it runs one, fetch now rather than at its next poll.
   * Call it once the transaction that enqueued the mail has committed.
   */
  wakeSignInWorker(): void;
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
    // First: the others name it as their dead letter queue (a foreign key).
    await boss.createQueue(FAILED_QUEUE, { name: FAILED_QUEUE, ...retry });
    await boss.createQueue(SIGN_IN_FAILED_QUEUE, { name: SIGN_IN_FAILED_QUEUE });
    // Retry settings per job (signInRetryOptions): they depend on the link's lifetime.
    await boss.createQueue(SIGN_IN_QUEUE, { name: SIGN_IN_QUEUE, deadLetter: SIGN_IN_FAILED_QUEUE });
    const queues: PgBoss.Queue[] = [
      { name: EVENT_QUEUE },
      // `short`: at most one digest per user waits at a time, so a batch of events makes one mail.
      { name: DIGEST_QUEUE, policy: 'short' },
      { name: PUSH_QUEUE },
      { name: DAILY_QUEUE },
      { name: EXPIRY_QUEUE },
    ];
    for (const queue of queues) {
      const settings = { ...queue, ...retry, deadLetter: FAILED_QUEUE };
      await boss.createQueue(queue.name, settings);
      // createQueue leaves an existing queue as it was: an installation from before the dead letter
      // queue (or with other retry settings) gets the current ones here.
      await boss.updateQueue(queue.name, settings);
    }
  }

  // startAfter as a time, not a number of seconds: pg-boss uses one value as `$5`, `CAST($5 as
  // timestamptz)` and an interval; sent through a transaction (Drizzle) each use becomes its own
  // parameter, and a bare "60" bound to the timestamptz one is refused — every digest with a batch
  // window failed to be queued (only batchSeconds 0, which sends no startAfter, worked).
  const sendDigest = (sql: SqlExecutor, userId: string) =>
    boss.send(DIGEST_QUEUE, { userId }, { db: sql, singletonKey: userId, ...(options.batchSeconds > 0 ? { startAfter: new Date(Date.now() + options.batchSeconds * 1000) } : {}) });

  /**
   * Works the jobs of `name`, up to `batchSize` per fetch. `handleBatch` answers the jobs that
   * failed, each with its error: those alone fail (and are retried); pg-boss then completes the
   * rest (it fails a whole batch for one thrown error, and completes only jobs still active). A
   * worker that found jobs fetches again at once: only an empty queue waits the polling interval.
   */
  async function workBatches<T extends object>(name: string, batchSize: number, handleBatch: (jobs: PgBoss.JobWithMetadata<T>[]) => Promise<JobFailure[]>) {
    let workerId = '';
    workerId = await boss.work<T>(name, { pollingIntervalSeconds: options.pollingSeconds, batchSize, includeMetadata: true }, async (jobs) => {
      for (const { id, error } of await handleBatch(jobs)) await boss.fail(name, id, error instanceof Error ? error : { message: String(error) });
      if (jobs.length > 0 && workerId) boss.notifyWorker(workerId);
    });
    return workerId;
  }
  let signInWorkerId: string | null = null;

  const deliverBatch = (jobs: PgBoss.JobWithMetadata<{ userId: string }>[], mailer: Mailer) =>
    settleTogether(jobs, (job) => deliverDigest({ ...options, mailer, jobId: job.id, userId: job.data.userId }));

  const { push } = options;
  const sinks = {
    sendDigest: (tx: Db, userId: string) => sendDigest(transactionExecutor(tx), userId),
    sendPush: (tx: Db, job: PushJobData['push']) => (push ? boss.send(PUSH_QUEUE, { push: job }, { db: transactionExecutor(tx) }) : Promise.resolve(null)),
  };

  const queue: NotificationQueue = {
    boss,
    async enqueue(tx, event) {
      await boss.send(EVENT_QUEUE, { event }, { db: transactionExecutor(tx) });
    },
    async enqueueSignInMail(tx, mail) {
      await boss.send(SIGN_IN_QUEUE, mail, { db: transactionExecutor(tx), ...signInRetryOptions(new Date(mail.expiresAt), new Date(), options) });
    },
    wakeSignInWorker() {
      if (signInWorkerId) boss.notifyWorker(signInWorkerId);
    },
    install() {
      installed ??= createQueues();
      return installed;
    },
    async startWorkers() {
      await queue.install();
      // As many fan-out workers as delivery workers: on PostgreSQL they run side by side (each
      // waits on its own queries); on PGlite, one connection, they simply take turns.
      for (let i = 0; i < options.deliveryConcurrency; i++) {
        await workBatches<{ event: NotificationEvent }>(EVENT_QUEUE, EVENT_BATCH, (jobs) =>
          settleInTurn(jobs, (job) => fanOut(options.db, job.data.event, sinks)),
        );
      }
      if (push) {
        for (let i = 0; i < options.deliveryConcurrency; i++) {
          await workBatches<PushJobData>(PUSH_QUEUE, PUSH_BATCH, (jobs) => settleTogether(jobs, (job) => deliverPush(options.db, push, job.data.push)));
        }
      }
      // A batch's mails share its SMTP connections, closed after the batch.
      const { mailer } = options;
      for (let i = 0; i < options.deliveryConcurrency; i++) {
        await workBatches<{ userId: string }>(DIGEST_QUEUE, DIGEST_BATCH, (jobs) =>
          mailer.withConnection ? mailer.withConnection((batchMailer) => deliverBatch(jobs, batchMailer)) : deliverBatch(jobs, mailer),
        );
      }
      await workBatches<FailedJobData>(FAILED_QUEUE, EVENT_BATCH, (jobs) =>
        settleInTurn(jobs, (job) => recordFailedJob({ db: options.db, log: options.log, digestQueue: DIGEST_QUEUE }, job)),
      );
      const { secret } = options;
      if (secret) {
        signInWorkerId = await workBatches<SignInMailJob>(SIGN_IN_QUEUE, SIGN_IN_BATCH, (jobs) => settleTogether(jobs, (job) => deliverSignInMail({ ...options, secret }, job)));
        await workBatches<SignInMailJob>(SIGN_IN_FAILED_QUEUE, SIGN_IN_BATCH, (jobs) => settleInTurn(jobs, async (job) => recordSignInMailFailure(options.log, job)));
      }
      const polling = { pollingIntervalSeconds: options.pollingSeconds };
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
