// Two API instances on one PostgreSQL: what one keeps about a credential is forgotten when the other
// revokes the session, signs the provider token out or changes the user's rights, through LISTEN/NOTIFY
// (db/change-feed.ts). Configured for a pooler in transaction mode there is no LISTEN: nothing is kept,
// and the other instance sees every change at once. The file talks to PostgreSQL directly (vitest.config.ts
// leaves it out of the run through PgBouncer); the identity provider is the in-test issuer
// (oidc/test-issuer.ts), standing in for an external one.
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { users } from '../db/schema';
import { createLogger } from '../log';
import { scratchDatabase, type ScratchDatabase } from '../testing/scratch-database';
import { createAuthenticator, type Authenticator } from './authenticate';
import { startTestIssuer, type TestIssuer } from './oidc/test-issuer';
import { createOidcVerifier, type OidcVerifier } from './oidc/verifier';
import { revokeProviderToken } from './revoked-tokens';
import { createSession, revokeSession } from './sessions';

const log = createLogger('silent');
let scratch: ScratchDatabase;
let first: Database;
let second: Database;
let idp: TestIssuer;
let verifier: OidcVerifier;
let onSecond: Authenticator;
let userId: string;

beforeAll(async () => {
  scratch = await scratchDatabase(process.env.DATABASE_URL!, 'second_instance');
  first = await openDatabase({ url: scratch.url, dir: null, poolMode: 'session' });
  second = await openDatabase({ url: scratch.url, dir: null, poolMode: 'session' });
  idp = await startTestIssuer();
  verifier = createOidcVerifier({ issuer: idp.issuer, clientId: idp.clientId, audience: null, log });
  onSecond = createAuthenticator({ db: second.db, log, database: second }, verifier);
  const [user] = await first.db.insert(users).values({ email: 'u@demo.test', oidcSubject: 'u-sub' }).returning();
  userId = user!.id;
  // Its own listening connection comes up just after the database opens.
  for (const deadline = Date.now() + 5_000; second.changes && !second.changes.listening && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 10));
});
afterAll(async () => {
  onSecond.close();
  verifier.close();
  await idp.close();
  await Promise.all([first.close(), second.close()]);
  await scratch.drop();
});

const bearer = (token: string) => new Request('http://x/api/graphql', { headers: { authorization: `Bearer ${token}` } });
/** What the second instance answers for `token`, as soon as it answers `expected` (within two seconds). */
const secondSees = (token: string, expected: unknown, pick: (principal: Awaited<ReturnType<Authenticator['authenticate']>>) => unknown = (p) => p?.user.email ?? null) =>
  expect.poll(async () => pick(await onSecond.authenticate(bearer(token))), { timeout: 2_000, interval: 10 }).toEqual(expected);

describe('with LISTEN (direct connections, or a pooler in session mode)', () => {
  it('keeps a session’s principal, and forgets it when the other instance revokes the session', async () => {
    const session = await createSession(first.db, userId, { ttlHours: 1 });
    const kept = await onSecond.authenticate(bearer(session.token));
    expect(await onSecond.authenticate(bearer(session.token))).toBe(kept);
    await revokeSession(first.db, session.sessionId);
    await secondSees(session.token, null);
  });

  it('forgets a provider token the other instance signed out, and any principal of a user whose rights it changed', async () => {
    const token = await idp.glewlwyd('u-sub');
    const kept = await onSecond.authenticate(bearer(token));
    expect(kept?.user.canAccessKeystone).toBe(false);
    expect(await onSecond.authenticate(bearer(token))).toBe(kept);
    await first.db.update(users).set({ canAccessKeystone: true }).where(eq(users.id, userId));
    await secondSees(token, true, (p) => p?.user.canAccessKeystone);
    await revokeProviderToken(first.db, token);
    await secondSees(token, null);
  });

  it('sees its own writes on the next request, before any notification could travel', async () => {
    const session = await createSession(second.db, userId, { ttlHours: 1 });
    expect((await onSecond.authenticate(bearer(session.token)))?.user.canManageAccounts).toBe(false);
    await second.db.update(users).set({ canManageAccounts: true }).where(eq(users.id, userId));
    expect((await onSecond.authenticate(bearer(session.token)))?.user.canManageAccounts).toBe(true);
  });

  it('trusts nothing kept while its listening connection is lost, and listens again', async () => {
    const session = await createSession(first.db, userId, { ttlHours: 1 });
    await onSecond.authenticate(bearer(session.token));
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'portal: change feed'");
    } finally {
      await admin.end();
    }
    await expect.poll(() => second.changes?.listening, { timeout: 2_000 }).toBe(false);
    await first.db.update(users).set({ name: 'Renamed while deaf' }).where(eq(users.id, userId));
    // Read from the database at once: nothing kept is trusted meanwhile.
    expect((await onSecond.authenticate(bearer(session.token)))?.user.name).toBe('Renamed while deaf');
    await expect.poll(() => second.changes?.listening, { timeout: 5_000 }).toBe(true);
  });
});

describe('configured for a pooler in transaction mode (no LISTEN)', () => {
  let pooled: Database;
  let onPooled: Authenticator;
  beforeAll(async () => {
    pooled = await openDatabase({ url: scratch.url, dir: null, poolMode: 'transaction' });
    onPooled = createAuthenticator({ db: pooled.db, log, database: pooled }, verifier);
  });
  afterAll(async () => {
    onPooled.close();
    await pooled.close();
  });

  it('keeps nothing: the other instance’s revocation applies on the very next request', async () => {
    expect(pooled.changes).toBeNull();
    const session = await createSession(first.db, userId, { ttlHours: 1 });
    expect((await onPooled.authenticate(bearer(session.token)))?.user.email).toBe('u@demo.test');
    await revokeSession(first.db, session.sessionId);
    expect(await onPooled.authenticate(bearer(session.token))).toBeNull();
    const token = await idp.glewlwyd('u-sub');
    expect((await onPooled.authenticate(bearer(token)))?.user.email).toBe('u@demo.test');
    await revokeProviderToken(first.db, token);
    expect(await onPooled.authenticate(bearer(token))).toBeNull();
  });
});
