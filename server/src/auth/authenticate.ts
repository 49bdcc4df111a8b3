import { eq, sql } from 'drizzle-orm';
import { mayImpersonate } from '../access/impersonation';
import type { Principal, UserRow } from '../principal';
import type { Db } from '../db/client';
import type { ChangeFeed } from '../db/change-feed';
import { companyEmployees, sessions, users } from '../db/schema';
import { createLogger, type Logger } from '../log';
import { readCookie, sessionCookieName } from './cookies';
import type { OidcVerifier } from './oidc/verifier';
import { createPrincipalCache, type PrincipalCacheOptions } from './principal-cache';
import { createProviderSignIn } from './provider-sign-in';
import { liveSessionAt } from './sessions';
import { hashToken } from './tokens';

export { clearSessionCookie, cookieSecure, sessionCookie, sessionCookieName } from './cookies';

export interface Authenticator {
  /** The caller of a request, or null when it carries no valid credentials or the account is disabled. */
  authenticate(request: Request): Promise<Principal | null>;
  /** Stops listening for changes (the principal cache's subscription). */
  close(): void;
}

/** What the authenticator needs: the database, and its change feed and a logger where there are. */
export interface AuthenticatorServices {
  db: Db;
  log?: Logger;
  database?: { changes: ChangeFeed | null };
}

interface Credential {
  token: string;
  /** An API session token: the cookie, or a bearer of the session tokens' shape (randomToken: 43 base64url characters). */
  session: boolean;
}

const SESSION_TOKEN = /^[\w-]{43}$/;

/** The bearer token, else the session cookie. */
export function credentialOf(request: Request): Credential | null {
  const header = request.headers.get('authorization');
  const bearer = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (bearer) return { token: bearer, session: SESSION_TOKEN.test(bearer) };
  const cookie = readCookie(request.headers.get('cookie'), sessionCookieName);
  return cookie ? { token: cookie, session: true } : null;
}

/**
 * `oidc` verifies the identity provider's access tokens (none: only API sessions). What a credential
 * signs in as is kept in process while the database's change feed is heard (principal-cache.ts).
 */
export function createAuthenticator(services: AuthenticatorServices, oidc: OidcVerifier | null, options: PrincipalCacheOptions = {}): Authenticator {
  const { db } = services;
  const log = services.log ?? createLogger('silent');
  const cache = createPrincipalCache(services.database?.changes ?? null, log, options);
  const providerSignIn = oidc ? createProviderSignIn(db, oidc, log) : null;

  const userById = async (id: string): Promise<UserRow | null> =>
    (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

  /**
   * Every API request starts here, so the session, its user and their employee records come in
   * one query (three round trips before: on PGlite, where queries queue, that was felt under load),
   * built once and prepared: building it cost Drizzle more CPU per request than the query took.
   */
  const sessionQuery = db
    .select({ session: sessions, user: users, employee: companyEmployees })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyEmployees, eq(companyEmployees.userId, users.id))
    .where(liveSessionAt(sql.placeholder('tokenHash'), sql.placeholder('now')))
    .prepare('authenticate_session');

  async function fromSession(tokenHash: string) {
    // The time as text: a placeholder's value reaches the driver without the column's own encoding.
    const rows = await sessionQuery.execute({ tokenHash, now: new Date().toISOString() });
    const first = rows[0];
    if (!first) return null;
    const { session, user } = first;
    const actor = session.impersonatorId ? await userById(session.impersonatorId) : user;
    if (!actor || !user.canSignInToApp || !actor.canSignInToApp) return null;
    // An impersonation lasts only while its actor may still impersonate (rights withdrawn: it ends).
    if (session.impersonatorId && !mayImpersonate(actor)) return null;
    const employees = rows.flatMap((row) => (row.employee ? [row.employee] : []));
    return { principal: { user, actor, employees, sessionId: session.id }, until: session.expiresAt };
  }

  return {
    async authenticate(request) {
      const credential = credentialOf(request);
      if (!credential) return null;
      const hash = hashToken(credential.token);
      const kept = cache.get(hash);
      if (kept) return kept;
      if (credential.session) return cache.load(hash, () => fromSession(hash));
      return providerSignIn ? cache.load(hash, () => providerSignIn(credential.token, hash)) : null;
    },
    close: () => cache.close(),
  };
}
