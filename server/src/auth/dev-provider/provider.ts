import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { JSONWebKeySet } from 'jose';
import Provider, { errors, type AccessTokenLike, type Account, type KoaContextWithOIDC } from 'oidc-provider';
import type { Services } from '../../context';
import { users } from '../../db/schema';
import { createOidcVerifier, type OidcVerifier } from '../oidc/verifier';
import { createInteractionHandler } from './interactions';
import { loadSigningKeys } from './keys';
import { logoutPage, messagePage } from './login-page';
import { redirectOrigins } from './redirect-origins';
import { claimSoleDevProvider } from './sole-instance';

export interface DevOidcProvider {
  issuer: string;
  /** Serves every path under the issuer's path (`/oidc`); mount it for all requests starting with it. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  jwks: JSONWebKeySet;
  verifier: OidcVerifier;
  /** Lets another process run the provider (see claimSoleDevProvider); call it when stopping. */
  close(): Promise<void>;
}

/** The scopes the portal asks for (spec §9); `user_metadata` is the provider's user-metadata scope. */
export const devScopes = ['openid', 'profile', 'email', 'offline_access', 'user_metadata'] as const;
const apiScope = 'api';

/**
 * The development identity provider, used when no OIDC_ISSUER is configured. Its accounts are the
 * users table; access tokens are JWTs for `${publicUrl}/api` carrying the user's email. One API
 * process per database only: on PostgreSQL a second one refuses to start (sole-instance.ts).
 */
export async function createDevOidcProvider(services: Services, options: { persistKeys?: boolean } = {}): Promise<DevOidcProvider> {
  const { config, db } = services;
  // PGlite is embedded: its database has one process by construction.
  const claim = config.databaseUrl ? await claimSoleDevProvider(config.databaseUrl, services.log) : null;
  const issuer = `${config.publicUrl}/oidc`;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const resource = `${config.publicUrl}/api`;
  const keys = await loadSigningKeys(options.persistKeys === false ? null : config.dataDir);
  const clientId = config.oidcClientId;
  const origins = redirectOrigins(config.webOrigins, config.production);

  const findUser = async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_name: 'Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((o) => [`${o}/callback`, `${o}/silent-renew`]),
        post_logout_redirect_uris: origins.flatMap((o) => [`${o}/signout-callback`, `${o}/signout-callback/silently`]),
      },
    ],
    jwks: keys.privateJwks,
    cookies: { keys: [createHmac('sha256', config.secret).update('oidc-provider cookies').digest('base64url')] },
    scopes: [...devScopes],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], user_metadata: ['language'] },
    // The portal reads the profile from the ID token; its access token is for the API, not userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // The portal asks for offline_access without prompt=consent, which oidc-provider would otherwise drop.
    issueRefreshToken: (_ctx: KoaContextWithOIDC, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx: KoaContextWithOIDC, origin: string) => origins.includes(origin),
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 3600, RefreshToken: 14 * 86400, Grant: 14 * 86400, Session: 14 * 86400 },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `${mountPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.body = messagePage('Signed out', 'You are signed out of the development identity provider.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx: KoaContextWithOIDC, indicator: string) => {
          if (indicator !== resource) throw new errors.InvalidTarget();
          return { scope: apiScope, audience: resource, accessTokenFormat: 'jwt', accessTokenTTL: 3600, jwt: { sign: { alg: 'RS256' } } };
        },
      },
    },
    findAccount: async (_ctx: KoaContextWithOIDC, id: string): Promise<Account | undefined> => {
      const user = await findUser(id);
      if (!user || !user.canSignInToApp) return undefined;
      return {
        accountId: user.id,
        claims: () => ({ sub: user.id, email: user.email, email_verified: true, name: user.name, language: user.language }),
      };
    },
    extraTokenClaims: async (_ctx: KoaContextWithOIDC, token: AccessTokenLike) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = await findUser(token.accountId);
      return user ? { email: user.email, email_verified: true } : undefined;
    },
    // First-party client: consent is granted, never asked.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant = (grantId && (await ctx.oidc.provider.Grant.find(grantId))) || new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(devScopes.join(' '));
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'language']);
      grant.addResourceScope(resource, apiScope);
      await grant.save();
      return grant;
    },
    renderError: (ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) => {
      ctx.body = messagePage('Sign-in error', `${out.error ?? 'error'}: ${out.error_description ?? ''}`);
    },
  });
  // Behind the Vite proxy or a load balancer, URLs are built from X-Forwarded-* headers.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => services.log.error('oidc provider error', { error: String(error) }));

  const callback = provider.callback();
  const interactions = createInteractionHandler(services, provider, mountPath);
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const rest = url.startsWith(mountPath) ? url.slice(mountPath.length) : url;
    const interaction = /^\/interaction\/([^?]+)/.exec(rest);
    if (interaction?.[1]) {
      void interactions(req, res, interaction[1]);
      return;
    }
    // oidc-provider derives its mount path from originalUrl minus url, as Express and Koa mounting do.
    Object.assign(req, { originalUrl: url });
    req.url = rest || '/';
    callback(req, res);
  };

  const verifier = createOidcVerifier({ issuer, clientId, audience: resource, jwks: keys.publicJwks, log: services.log });
  return { issuer, handler, jwks: keys.publicJwks, verifier, close: async () => claim?.release() };
}
