import type { Scope } from './access/scope';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Principal } from './principal';
import type { RequestBudget } from './keystone/request-budget';
import type { RequestLoaders } from './keystone/batch-loader';
import type { Logger } from './log';
import type { Mailer } from './mail/mailer';
import type { NotificationQueue } from './notifications/queue';
import type { FileStorage } from './storage/file-storage';

/** Long-lived services, created once at start and injected (tests pass an in-memory PGlite). */
export interface Services {
  db: Db;
  config: Config;
  storage: FileStorage;
  mailer: Mailer;
  log: Logger;
  /** The durable notification queue; mutations enqueue through `enqueueNotification`. */
  notifications: NotificationQueue;
}

/** One per GraphQL request, built by createRequestContext (server/src/request-context.ts). */
export interface GraphQLContext extends Services {
  request: Request;
  principal: Principal | null;
  /** The principal's reach (null when anonymous): what every read filter and write check asks. */
  scope: Scope | null;
  clientIp: string;
  /** Set-Cookie values the response must carry (session cookie on sign-in, cleared on sign-out). */
  responseCookies: string[];
  /** This request's batched lookups (to-one relations, per-row counts): one query per field, not per row. */
  loaders: RequestLoaders;
  /** Rows and queries this request has spent, against its limit. */
  budget: RequestBudget;
}

