// An OpenID Connect provider for tests. It stands in for an external one (Glewlwyd, Google, Entra
// ID...): jose-generated keys served by a local HTTP server on 127.0.0.1 with discovery, JWKS,
// userinfo and a Google-style tokeninfo, issuing tokens shaped as those providers issue them.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';

export interface TestAccount {
  email?: string;
  /** As the provider writes it: Glewlwyd says "true", others true. */
  email_verified?: boolean | string;
}

export interface SignOptions {
  header?: Record<string, unknown>;
  /** Signed with a key the issuer does not publish, under the published key's id. */
  forged?: boolean;
  expiresIn?: number;
}

export interface TestIssuer {
  issuer: string;
  /** The portal's client at this provider. */
  clientId: string;
  /** What userinfo answers, by subject. */
  accounts: Map<string, TestAccount>;
  /** Every path asked, in order (to see what was cached). */
  asked: string[];
  /** While down, every endpoint answers 503. */
  down: boolean;
  /** A JWT signed by the issuer's key (or forged), remembered as an access token unless `idToken`. */
  sign(claims: JWTPayload, options?: SignOptions & { idToken?: boolean }): Promise<string>;
  /** Glewlwyd 2.7: `aud` is the scope list, `client_id` names the client, `typ: at+jwt`, no email. */
  glewlwyd(sub: string, options?: { clientId?: string } & SignOptions): Promise<string>;
  /** Entra ID v2 for an API of the app: `aud` the client id, `azp`, `scp`, an email without `email_verified`. */
  entra(sub: string, options?: { clientId?: string; email?: string; claims?: JWTPayload } & SignOptions): Promise<string>;
  /** The ID token the portal gets with its access token: `aud` the client, `nonce`, `at_hash` unless left out (Entra's code flow). */
  idToken(sub: string, options?: { atHash?: boolean; email?: string }): Promise<string>;
  /** Google: an opaque access token, known to userinfo and tokeninfo. */
  opaque(sub: string, options?: { clientId?: string; expiresIn?: number }): string;
  close(): Promise<void>;
}

export async function startTestIssuer(options: { clientId?: string } = {}): Promise<TestIssuer> {
  const clientId = options.clientId ?? 'portal';
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const kid = randomUUID();
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  /** The access tokens it issued: userinfo answers for these only, as providers do. */
  const accessTokens = new Map<string, { sub: string; clientId: string; exp: number }>();

  const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => resolve(body));
    });

  const state: Pick<TestIssuer, 'accounts' | 'asked' | 'down'> = { accounts: new Map(), asked: [], down: false };
  let issuer = '';
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    state.asked.push(path);
    if (state.down) return json(res, 503, { error: 'temporarily_unavailable' });
    if (path === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
        end_session_endpoint: `${issuer}/end-session`,
        revocation_endpoint: `${issuer}/revoke`,
      });
    }
    if (path === '/jwks') return json(res, 200, { keys: [jwk] });
    if (path === '/userinfo') {
      const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const issued = accessTokens.get(token);
      if (!issued || issued.exp * 1000 <= Date.now()) return res.writeHead(401, { 'www-authenticate': 'Bearer error="invalid_token"' }).end();
      return json(res, 200, { sub: issued.sub, ...state.accounts.get(issued.sub) });
    }
    if (path === '/tokeninfo' && req.method === 'POST') {
      return void readBody(req).then((body) => {
        const issued = accessTokens.get(new URLSearchParams(body).get('access_token') ?? '');
        if (!issued) return json(res, 400, { error: 'invalid_token' });
        json(res, 200, { azp: issued.clientId, aud: issued.clientId, sub: issued.sub, exp: String(issued.exp), expires_in: String(issued.exp - Math.floor(Date.now() / 1000)) });
      });
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const now = () => Math.floor(Date.now() / 1000);
  const sign: TestIssuer['sign'] = async (claims, { header = {}, forged = false, expiresIn = 300, idToken = false } = {}) => {
    const exp = now() + expiresIn;
    const token = await new SignJWT({ iss: issuer, iat: now(), exp, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid, ...header })
      .sign(forged ? foreign.privateKey : privateKey);
    if (!idToken && typeof claims.sub === 'string') accessTokens.set(token, { sub: claims.sub, clientId: String(claims.client_id ?? claims.azp ?? clientId), exp });
    return token;
  };

  return {
    ...state,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    issuer,
    clientId,
    sign,
    glewlwyd: (sub, { clientId: client = clientId, ...rest } = {}) =>
      sign({ sub, aud: 'openid email profile', client_id: client, type: 'access_token', scope: 'openid email profile', jti: randomUUID(), nbf: now() }, { header: { typ: 'at+jwt' }, ...rest }),
    entra: (sub, { clientId: client = clientId, email, claims = {}, ...rest } = {}) =>
      sign({ sub, aud: clientId, azp: client, scp: 'access_as_user', ver: '2.0', ...(email ? { email } : {}), ...claims }, { header: { typ: 'JWT' }, ...rest }),
    idToken: (sub, { atHash = true, email } = {}) =>
      sign({ sub, aud: clientId, azp: clientId, nonce: randomUUID(), auth_time: now(), ...(atHash ? { at_hash: randomBytes(16).toString('base64url') } : {}), ...(email ? { email, email_verified: true } : {}) }, { idToken: true }),
    opaque(sub, { clientId: client = clientId, expiresIn = 3600 } = {}) {
      const token = `ya29.${randomBytes(48).toString('base64url')}`;
      accessTokens.set(token, { sub, clientId: client, exp: now() + expiresIn });
      return token;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
