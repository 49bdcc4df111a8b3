// Who a verified provider access token signs in as: the account linked to its subject, or, on the
// first sign-in, the account with its verified email, which is then linked to the subject. An
// account linked to another subject is refused (an administrator unlinks it in the manager).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record';
import type { Principal, UserRow } from '../principal';
import type { Db } from '../db/client';
import { companyEmployees, revokedTokens, users } from '../db/schema';
import { isUniqueViolation } from '../lists/shared/errors';
import type { Logger } from '../log';
import type { OidcVerifier, VerifiedIdentity } from './oidc/verifier';

export type ProviderSignIn = (token: string, tokenHash: string) => Promise<{ principal: Principal; until: Date } | null>;

export function createProviderSignIn(db: Db, oidc: OidcVerifier, log: Logger): ProviderSignIn {
  const revoked = sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenHash} = ${sql.placeholder('tokenHash')} and ${revokedTokens.expiresAt} > now())`;
  // The account, its employee records and whether the token was signed out, in one query.
  const bySubject = db
    .select({ user: users, employee: companyEmployees, revoked })
    .from(users)
    .leftJoin(companyEmployees, eq(companyEmployees.userId, users.id))
    .where(eq(users.oidcSubject, sql.placeholder('sub')))
    .prepare('authenticate_provider_subject');
  const isRevoked = db
    .select({ tokenHash: revokedTokens.tokenHash })
    .from(revokedTokens)
    .where(and(eq(revokedTokens.tokenHash, sql.placeholder('tokenHash')), gt(revokedTokens.expiresAt, sql`now()`)))
    .prepare('authenticate_provider_revoked');

  /** Links the subject to the account with the verified email; false (logged) when that may not be done. */
  async function link(token: string, verified: VerifiedIdentity): Promise<boolean> {
    const identity = await oidc.withEmail(token, verified);
    if (!identity) return false;
    if (!identity.email) {
      oidc.logRefusal(token, 'no-verified-email', { sub: identity.sub });
      return false;
    }
    const [user] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${identity.email.toLowerCase()}`)
      .limit(1);
    if (!user) {
      oidc.logRefusal(token, 'no-account', { sub: identity.sub });
      return false;
    }
    if (user.oidcSubject !== null && user.oidcSubject !== identity.sub) {
      oidc.logRefusal(token, 'linked-to-another-subject', { sub: identity.sub, userId: user.id });
      return false;
    }
    if (!user.canSignInToApp) {
      oidc.logRefusal(token, 'account-disabled', { sub: identity.sub, userId: user.id });
      return false;
    }
    await linkSubject(user, identity.sub);
    return true;
  }

  async function linkSubject(user: UserRow, sub: string) {
    try {
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // Only while unlinked: of two first sign-ins at once, one links; the other finds it linked.
        const linked = await tx.update(users).set({ oidcSubject: sub }).where(and(eq(users.id, user.id), isNull(users.oidcSubject))).returning({ id: users.id });
        if (linked.length === 0) return;
        await recordAudit(tx, { actorId: user.id, onBehalfOfId: null, action: 'oidc.link', list: 'User', itemId: user.id, details: { sub } });
        log.info('identity-provider subject linked to the account with its verified email', { userId: user.id, sub });
      });
    } catch (error) {
      // The subject was linked to this account by a concurrent first sign-in: the lookup that follows finds it.
      if (!isUniqueViolation(error)) throw error;
    }
  }

  return async (token, tokenHash) => {
    const identity = await oidc.verify(token);
    if (!identity) return null;
    let rows = await bySubject.execute({ sub: identity.sub, tokenHash });
    if (rows.length === 0) {
      if ((await isRevoked.execute({ tokenHash })).length > 0) {
        oidc.logRefusal(token, 'revoked', { sub: identity.sub });
        return null;
      }
      if (!(await link(token, identity))) return null;
      rows = await bySubject.execute({ sub: identity.sub, tokenHash });
    }
    const first = rows[0];
    if (!first) {
      oidc.logRefusal(token, 'linked-to-another-subject', { sub: identity.sub });
      return null;
    }
    if (first.revoked) {
      oidc.logRefusal(token, 'revoked', { sub: identity.sub, userId: first.user.id });
      return null;
    }
    if (!first.user.canSignInToApp) {
      oidc.logRefusal(token, 'account-disabled', { sub: identity.sub, userId: first.user.id });
      return null;
    }
    const employees = rows.flatMap((row) => (row.employee ? [row.employee] : []));
    return { principal: { user: first.user, actor: first.user, employees, sessionId: null }, until: identity.checkedUntil };
  };
}
