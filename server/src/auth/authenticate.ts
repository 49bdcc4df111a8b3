import { eq, sql } from 'drizzle-orm';
import { mayImpersonate } from '../access/impersonation';
import type { Principal, Services, UserRow } from '../context';
import { companyEmployees, sessions, users } from '../db/schema';
import { readCookie, sessionCookieName } from './cookies';
import { looksLikeJwt, type OidcVerifier } from './oidc-verifier';
import { liveSessionAt } from './sessions';
import { hashToken } from './tokens';

export { clearSessionCookie, cookieSecure, sessionCookie, sessionCookieName } from './cookies';

export interface Authenticator {
  /** The caller of a request, or null when it carries no valid credentials or the account is disabled. */
  authenticate(request: Request): Promise<Principal | null>;
}

function credentialOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  const bearer = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  return bearer || readCookie(request.headers.get('cookie'), sessionCookieName);
}

export function createAuthenticator(services: Pick<Services, 'db'>, oidc: OidcVerifier | null): Authenticator {
  const { db } = services;

  const userById = async (id: string): Promise<UserRow | null> =>
    (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

  async function principalFor(user: UserRow | null, actor: UserRow | null, sessionId: string | null): Promise<Principal | null> {
    if (!user || !actor || !user.canSignInToApp || !actor.canSignInToApp) return null;
    const employees = await db.select().from(companyEmployees).where(eq(companyEmployees.userId, user.id));
    return { user, actor, employees, sessionId };
  }

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

  async function fromSession(token: string): Promise<Principal | null> {
    // The time as text: a placeholder's value reaches the driver without the column's own encoding.
    const rows = await sessionQuery.execute({ tokenHash: hashToken(token), now: new Date().toISOString() });
    const first = rows[0];
    if (!first) return null;
    const { session, user } = first;
    const actor = session.impersonatorId ? await userById(session.impersonatorId) : user;
    if (!actor || !user.canSignInToApp || !actor.canSignInToApp) return null;
    // An impersonation lasts only while its actor may still impersonate (rights withdrawn: it ends).
    if (session.impersonatorId && !mayImpersonate(actor)) return null;
    const employees = rows.flatMap((row) => (row.employee ? [row.employee] : []));
    return { user, actor, employees, sessionId: session.id };
  }

  async function fromOidc(token: string): Promise<Principal | null> {
    const identity = oidc && (await oidc.verify(token));
    if (!identity) return null;
    const [linked] = await db.select().from(users).where(eq(users.oidcSubject, identity.sub)).limit(1);
    if (linked) return principalFor(linked, linked, null);
    if (!identity.email || !identity.emailVerified) return null;
    const [byEmail] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email.toLowerCase()}`)
      .limit(1);
    if (!byEmail) return null;
    // Link on first sign-in so a later change of address at the provider still finds the user.
    if (byEmail.oidcSubject === null) await db.update(users).set({ oidcSubject: identity.sub }).where(eq(users.id, byEmail.id));
    return principalFor(byEmail, byEmail, null);
  }

  return {
    async authenticate(request) {
      const token = credentialOf(request);
      if (!token) return null;
      return looksLikeJwt(token) ? fromOidc(token) : fromSession(token);
    },
  };
}
