// Debian's Glewlwyd 2.7.5 (`apt-get install -y glewlwyd`) as a real identity provider for the
// portal: a throw-away instance in a temporary folder (SQLite, its own port), configured only
// through its admin API, with the demo users. Used by tests/e2e/oidc-glewlwyd.phone.spec.ts; by hand:
//
//   node scripts/glewlwyd/start.mjs --portal http://localhost:3000
//   OIDC_ISSUER=<printed issuer> OIDC_CLIENT_ID=portal npm start
//
// Glewlwyd's traps, each handled below: its webapp's config.json is a symlink to a folder (copied
// resolved, then replaced by the template file); user and client properties it does not know are
// dropped unless its modules' `data-format` lists them; end-session answers 400 unless the plugin
// allows front-channel logout; it returns to the post-logout URI only when end-session carries
// `state`; it requires `nonce` with `openid`; its access token's `aud` is the scope list and carries
// no email: userinfo gives `email` with `email_verified` ("true" as a boolean claim) for scope `email`.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const GLEWLWYD = '/usr/bin/glewlwyd';
const WEBAPP = '/usr/share/glewlwyd/webapp';
const WEBAPP_CONFIG_TEMPLATE = '/usr/share/glewlwyd/templates/config.json';
const SQLITE_SCHEMA = '/usr/share/dbconfig-common/data/glewlwyd/install/sqlite3';
const SQLITE = '/usr/bin/sqlite3';
const MODULES = '/usr/lib/glewlwyd';
// The package's schema creates this administrator (Glewlwyd's documented default).
const ADMIN = { username: 'admin', password: 'password' };
const PLUGIN = 'oidc';
export const GLEWLWYD_PASSWORD = 'demo';
export const GLEWLWYD_CLIENT_ID = 'portal';
const SCOPES = ['openid', 'email', 'profile'];

/** Demo users of the seed (README, Demo accounts): their address is their Glewlwyd username too. */
export const GLEWLWYD_USERS = ['admin@demo.test', 'hr@demo.test', 'finance@demo.test', 'employee@demo.test', 'accountant@demo.test', 'payroll@demo.test', 'multi@demo.test'];

const READY_TIMEOUT_MS = 30_000;

/** Why Glewlwyd cannot run here, or null when it can. */
export function glewlwydMissing() {
  const missing = [GLEWLWYD, SQLITE, WEBAPP, SQLITE_SCHEMA].filter((path) => !existsSync(path));
  return missing.length ? `Glewlwyd is not installed (missing ${missing.join(', ')}): apt-get install -y glewlwyd` : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function run(command, args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}: ${errors}`))));
    child.stdin.end(input);
  });
}

// X-Forwarded-For among the CORS headers: the end-to-end tests' browsers send it on every request
// (tests/e2e/support/client-address.ts), the portal's calls to the provider included.
function configFile({ port, dir }) {
  return `port=${port}
bind_address="127.0.0.1"
external_url="http://127.0.0.1:${port}"
login_url="login.html"
api_prefix="api"
static_files_path="${dir}/webapp/"
allow_origin="*"
allow_methods="GET, POST, PUT, DELETE, OPTIONS"
allow_headers="Origin, X-Requested-With, Content-Type, Accept, Bearer, Authorization, DPoP, X-Forwarded-For"
expose_headers="Content-Encoding, Authorization"
log_mode="console"
log_level="WARNING"
cookie_secure=0
cookie_same_site="empty"
session_expiration=2419200
session_key="GLEWLWYD2_SESSION_ID"
admin_session_authentication="cookie"
profile_session_authentication="cookie"
allow_multiple_user_per_session=true
login_api_enabled=true
add_x_frame_option_header_deny=true
admin_scope="g_admin"
profile_scope="g_profile"
user_module_path="${MODULES}/user"
client_module_path="${MODULES}/client"
user_auth_scheme_module_path="${MODULES}/scheme"
plugin_module_path="${MODULES}/plugin"
hash_algorithm="SHA512"
database = { type = "sqlite3"; path = "${dir}/glewlwyd.db"; };
static_files_mime_types = (
  { extension = ".html"; mime_type = "text/html"; },
  { extension = ".css"; mime_type = "text/css"; },
  { extension = ".js"; mime_type = "application/javascript"; },
  { extension = ".json"; mime_type = "application/json"; },
  { extension = ".png"; mime_type = "image/png"; },
  { extension = ".svg"; mime_type = "image/svg+xml"; },
  { extension = ".ico"; mime_type = "image/x-icon"; },
  { extension = ".woff"; mime_type = "font/woff"; },
  { extension = ".woff2"; mime_type = "font/woff2"; },
  { extension = ".ttf"; mime_type = "font/ttf"; }
);
`;
}

/** A cookie-keeping client of Glewlwyd's API (the admin API authenticates by session cookie). */
function apiClient(base) {
  let cookie = '';
  return async function call(method, path, body) {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0]).filter((c) => !c.endsWith('='));
    if (set.length) cookie = set.join('; ');
    const text = await response.text();
    if (!response.ok) throw new Error(`Glewlwyd ${method} /api${path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

/** Adds `properties` to a module instance's data-format, so Glewlwyd keeps them. */
async function keepProperties(admin, kind, properties) {
  const instance = await admin('GET', `/mod/${kind}/database`);
  const dataFormat = { ...instance.parameters['data-format'], ...properties };
  await admin('PUT', `/mod/${kind}/database`, { ...instance, parameters: { ...instance.parameters, 'data-format': dataFormat } });
  await admin('PUT', `/mod/${kind}/database/reset`);
}

function signingKeys() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return JSON.stringify({ keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'portal-e2e', alg: 'RS256', use: 'sig' }] });
}

function oidcPlugin(issuer) {
  return {
    module: 'oidc',
    name: PLUGIN,
    display_name: 'OpenID Connect',
    enabled: true,
    parameters: {
      iss: issuer,
      'jwks-private': signingKeys(),
      'default-kid': 'portal-e2e',
      'jwks-show': true,
      'access-token-duration': 3600,
      'refresh-token-duration': 1209600,
      'code-duration': 600,
      'refresh-token-rolling': true,
      'allow-non-oidc': false,
      'auth-type-code-enabled': true,
      'auth-type-refresh-enabled': true,
      'auth-type-token-enabled': false,
      'auth-type-password-enabled': false,
      'auth-type-client-enabled': false,
      'subject-type': 'public',
      'pkce-allowed': true,
      'pkce-method-plain-allowed': false,
      'session-management-allowed': true,
      'session-cookie-name': 'GLEWLWYD2_OIDC_SID',
      'session-cookie-expiration': 2419200,
      'front-channel-logout-allowed': true,
      'name-claim': 'on-demand',
      'name-claim-scope': ['profile'],
      'email-claim': 'on-demand',
      'email-claim-scope': ['email'],
      claims: [{ name: 'email_verified', 'user-property': 'email_verified', type: 'boolean', 'boolean-value-true': 'true', 'boolean-value-false': 'false', scope: ['email'] }],
    },
  };
}

async function waitUntilReady(base, child, output) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Glewlwyd exited with ${child.exitCode} before it was ready:\n${output()}`);
    try {
      if ((await fetch(`${base}/config.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Glewlwyd did not answer at ${base} within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Starts Glewlwyd on a free port with the demo users (password `demo`, email verified) and the
 * OpenID Connect plugin at `${base}/api/oidc`. The portal's client is registered with
 * `registerPortal(origins)` once the portal's address is known.
 */
export async function startGlewlwyd({ users = GLEWLWYD_USERS } = {}) {
  const why = glewlwydMissing();
  if (why) throw new Error(why);
  const started = Date.now();
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'glewlwyd-'));
  const base = `http://127.0.0.1:${port}`;
  const issuer = `${base}/api/${PLUGIN}`;

  // Resolved copies: the package's config.json is a symlink to a folder in /etc.
  cpSync(WEBAPP, join(dir, 'webapp'), { recursive: true, dereference: true });
  rmSync(join(dir, 'webapp', 'config.json'), { recursive: true, force: true });
  writeFileSync(join(dir, 'webapp', 'config.json'), readFileSync(WEBAPP_CONFIG_TEMPLATE));
  await run(SQLITE, [join(dir, 'glewlwyd.db')], readFileSync(SQLITE_SCHEMA));
  writeFileSync(join(dir, 'glewlwyd.conf'), configFile({ port, dir }));

  const child = spawn(GLEWLWYD, ['--config-file', join(dir, 'glewlwyd.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk) => (log = (log + chunk).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const killOnExit = () => {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(base, child, () => log);
    const admin = apiClient(base);
    await admin('POST', '/auth/', ADMIN);
    await keepProperties(admin, 'user', { email_verified: { multiple: false, read: true, write: true, 'profile-read': true, 'profile-write': false } });
    await keepProperties(admin, 'client', { post_logout_redirect_uris: { multiple: true, read: true, write: true } });
    for (const name of SCOPES.filter((scope) => scope !== 'openid')) {
      await admin('POST', '/scope/', { name, display_name: name, description: `OpenID Connect scope ${name}`, password_required: true, password_max_age: 0, scheme: {} });
    }
    await admin('POST', '/mod/plugin/', oidcPlugin(issuer));
    for (const email of users) {
      await admin('POST', '/user/', { username: email, name: email.split('@')[0], email, email_verified: 'true', password: GLEWLWYD_PASSWORD, scope: [...SCOPES, 'g_profile'], enabled: true });
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const portalOrigins = new Set();
  /**
   * The portal's public client (PKCE, no secret), allowed at these origins too (a portal restarted
   * on another port is added); each user's consent is given the first time, as for a first-party
   * client, so the journey shows Glewlwyd's sign-in form and no consent screen.
   */
  const registerPortal = async (origins) => {
    const first = portalOrigins.size === 0;
    for (const origin of origins) portalOrigins.add(origin);
    const all = [...portalOrigins];
    const admin = apiClient(base);
    await admin('POST', '/auth/', ADMIN);
    await admin(first ? 'POST' : 'PUT', first ? '/client/' : `/client/${GLEWLWYD_CLIENT_ID}`, {
      client_id: GLEWLWYD_CLIENT_ID,
      name: 'Portal',
      description: 'Fiduciary portal',
      confidential: false,
      enabled: true,
      authorization_type: ['code', 'refresh_token'],
      redirect_uri: all.flatMap((origin) => [`${origin}/callback`, `${origin}/silent-renew`]),
      post_logout_redirect_uris: all.flatMap((origin) => [`${origin}/signout-callback`, `${origin}/signout-callback/silently`]),
      scope: SCOPES,
    });
    if (!first) return;
    for (const email of users) {
      const user = apiClient(base);
      await user('POST', '/auth/', { username: email, password: GLEWLWYD_PASSWORD });
      await user('PUT', `/auth/grant/${GLEWLWYD_CLIENT_ID}`, { scope: SCOPES.join(' ') });
    }
  };

  return { issuer, clientId: GLEWLWYD_CLIENT_ID, base, registerPortal, stop, startedInMs: Date.now() - started, log: () => log };
}

// By hand: start one, register the portal's origin(s), print what to set, run until Ctrl-C.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const portals = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--portal' ? [arg] : []));
  const glewlwyd = await startGlewlwyd();
  await glewlwyd.registerPortal(portals.length ? portals : ['http://localhost:3000']);
  console.log(`Glewlwyd ready in ${glewlwyd.startedInMs} ms. Users: ${GLEWLWYD_USERS.join(', ')} (password "${GLEWLWYD_PASSWORD}").`);
  console.log(`OIDC_ISSUER=${glewlwyd.issuer} OIDC_CLIENT_ID=${glewlwyd.clientId} npm start`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void glewlwyd.stop().then(() => process.exit(0), () => process.exit(1)));
}
