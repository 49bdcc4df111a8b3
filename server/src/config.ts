import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_IMPERSONATION_MINUTES } from '../../src/domain/impersonation';
import { parsePoolMode, type PoolMode } from './db/pool-mode';
import { vapidSubject, type VapidConfig } from './push/vapid-keys';
import { parseClamdConfig, type ClamdConfig } from './storage/clamd';
import { parseStorageUrl, type StorageConfig } from './storage/storage-url';

/** Every environment variable the API reads, checked once at start. The README's table mirrors this. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** DATABASE_POOL_MODE: `transaction` behind a pooler in transaction mode (no named prepared statements). */
  databasePoolMode: PoolMode;
  /** Where attachments are kept (STORAGE_URL): local disk under DATA_DIR/files, or an S3 bucket. */
  storage: StorageConfig;
  publicUrl: string;
  webOrigins: string[];
  /** Reverse proxies in front of the API (TRUST_PROXY): how many X-Forwarded-For entries to believe. */
  trustedProxies: number;
  production: boolean;
  maxUploadBytes: number;
  maxRequestBytes: number;
  /** CLAMD_URL, CLAMD_TIMEOUT_MS: the clamd every upload must pass before it is stored; null: not scanned. */
  clamd: ClamdConfig | null;
  /**
   * Signs download links and the identity provider's cookies. SECRET; without it (development only)
   * a random value for this process, which main.ts replaces with the one kept in DATA_DIR
   * (secret-file.ts), so nobody can sign with a value written in the sources.
   */
  secret: string;
  smtpUrl: string | null;
  /** SMTP_CA_FILE: a PEM bundle of the CAs that sign the SMTP server's certificate, besides the public ones. */
  smtpCaFile: string | null;
  mailFrom: string;
  /** OIDC_ISSUER: an external OpenID Connect provider (absolute URL); null = the built-in one at `${publicUrl}/oidc`. */
  oidcIssuer: string | null;
  oidcClientId: string;
  /** OIDC_AUDIENCE: an `aud` that names the API at the provider (besides the client id). */
  oidcAudience: string | null;
  /** OIDC_SCOPES: what the portal asks the provider for (GET /api/auth-config). */
  oidcScopes: string;
  magicLinkTtlMinutes: number;
  sessionTtlHours: number;
  /** How long an impersonation session lasts; the API refuses its token afterwards. */
  impersonationMinutes: number;
  managerUrl: string | null;
  seedDemo: boolean;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  notifications: NotificationConfig;
  /** Web Push (server/src/push): VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else a pair derived from the secret. */
  vapid: VapidConfig;
  /**
   * PUSH_ENDPOINT_HOSTS: the push services a subscription may point at (a host or its parent
   * domain). The API posts to the endpoint a browser gave; only these, so a caller cannot make it
   * post to any address (the browsers' services by default).
   */
  pushEndpointHosts: string[];
}

/** The notification job queue's timings (server/src/notifications); tests shorten them. */
export interface NotificationConfig {
  /** Run the queue's workers in this process (NOTIFY_WORKERS; enqueueing works either way). */
  workers: boolean;
  batchSeconds: number;
  retryDelaySeconds: number;
  retryLimit: number;
  expireSeconds: number;
  pollingSeconds: number;
  maintenanceSeconds: number;
  deliveryConcurrency: number;
}

type Env = Record<string, string | undefined>;

/** The push services of Chrome/Edge/Android (FCM), Firefox (autopush), Safari/iOS (APNs web push) and Windows (WNS). */
const DEFAULT_PUSH_ENDPOINT_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** An absolute https URL (plain http only for this machine, or outside production), without a trailing slash. */
function oidcIssuer(raw: string | undefined, production: boolean): string | null {
  if (!raw?.trim()) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`OIDC_ISSUER must be an absolute URL, got "${raw}"`);
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (local || !production))) throw new Error(`OIDC_ISSUER must be an https URL, got "${raw}"`);
  return url.href.replace(/\/$/, '');
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const production = env.NODE_ENV === 'production';
  if (!env.SECRET && production) throw new Error('SECRET must be set (at least 16 characters) in production');
  if (env.SECRET && env.SECRET.length < 16) throw new Error(`SECRET must be at least 16 characters, got ${env.SECRET.length}`);
  const secret = env.SECRET || randomBytes(32).toString('base64url');
  const mailFrom = env.MAIL_FROM || 'Portal <no-reply@localhost>';
  const logLevel = (env.LOG_LEVEL || 'info') as Config['logLevel'];
  if (!['debug', 'info', 'warn', 'error', 'silent'].includes(logLevel)) throw new Error(`LOG_LEVEL "${logLevel}" is not one of debug, info, warn, error, silent`);
  return {
    port,
    // This machine only unless told otherwise: a development server hands sign-in links out
    // (console, outbox) and must not be reached from the network by default. Containers set 0.0.0.0.
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || null,
    databasePoolMode: parsePoolMode(env.DATABASE_POOL_MODE),
    storage: parseStorageUrl(env.STORAGE_URL, env),
    publicUrl,
    webOrigins: (env.WEB_ORIGINS || publicUrl).split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
    trustedProxies: int(env, 'TRUST_PROXY', 0),
    production,
    maxUploadBytes: int(env, 'MAX_UPLOAD_BYTES', 20 * 1024 * 1024),
    maxRequestBytes: int(env, 'MAX_REQUEST_BYTES', 100 * 1024 * 1024),
    clamd: parseClamdConfig(env.CLAMD_URL, int(env, 'CLAMD_TIMEOUT_MS', 30_000)),
    secret,
    smtpUrl: env.SMTP_URL || null,
    smtpCaFile: env.SMTP_CA_FILE ? path.resolve(env.SMTP_CA_FILE) : null,
    mailFrom,
    oidcIssuer: oidcIssuer(env.OIDC_ISSUER, production),
    oidcClientId: env.OIDC_CLIENT_ID || 'portal',
    oidcAudience: env.OIDC_AUDIENCE || null,
    // The built-in provider's scopes include its own user_metadata (the portal's language).
    oidcScopes: (env.OIDC_SCOPES || (env.OIDC_ISSUER ? 'openid email profile' : 'openid profile email user_metadata')).trim().split(/\s+/).join(' '),
    magicLinkTtlMinutes: int(env, 'MAGIC_LINK_TTL_MINUTES', 10),
    sessionTtlHours: int(env, 'SESSION_TTL_HOURS', 12),
    impersonationMinutes: int(env, 'IMPERSONATION_MINUTES', DEFAULT_IMPERSONATION_MINUTES),
    managerUrl: env.MANAGER_URL || null,
    seedDemo: flag(env, 'SEED_DEMO', true),
    logLevel,
    notifications: {
      workers: flag(env, 'NOTIFY_WORKERS', true),
      batchSeconds: int(env, 'NOTIFY_BATCH_SECONDS', 60),
      retryDelaySeconds: Math.max(1, int(env, 'NOTIFY_RETRY_SECONDS', 30)),
      retryLimit: int(env, 'NOTIFY_RETRY_LIMIT', 10),
      expireSeconds: Math.max(1, int(env, 'NOTIFY_EXPIRE_SECONDS', 300)),
      pollingSeconds: Math.max(1, int(env, 'NOTIFY_POLLING_SECONDS', 2)),
      maintenanceSeconds: Math.max(1, int(env, 'NOTIFY_MAINTENANCE_SECONDS', 60)),
      deliveryConcurrency: Math.max(1, int(env, 'NOTIFY_CONCURRENCY', 4)),
    },
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY?.trim() || null,
      privateKey: env.VAPID_PRIVATE_KEY?.trim() || null,
      subject: vapidSubject(env.VAPID_SUBJECT, publicUrl, mailFrom),
    },
    pushEndpointHosts: (env.PUSH_ENDPOINT_HOSTS || DEFAULT_PUSH_ENDPOINT_HOSTS.join(','))
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** A configuration for tests: in-memory database, no real data directory needed until files are stored. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}
