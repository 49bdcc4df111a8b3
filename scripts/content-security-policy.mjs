// The Content-Security-Policy of the built portal (issue #16, hardening), written by `npm run build`
// to dist/content-security-policy.txt and sent by the server with every file of dist/. Sentry's
// origin is a build-time setting (VITE_SENTRY_DSN); the identity provider's is the server's
// OIDC_ISSUER, read at run time (issue #43): the server adds it to the built policy at start
// (withIdentityProvider). VITE_OIDC_ISSUER is still honoured for builds made for one provider.

function originOf(value) {
  try {
    return value ? new URL(String(value).trim()).origin : null;
  } catch {
    return null;
  }
}

/** @param {Record<string, string | undefined>} env */
export function contentSecurityPolicy(env) {
  const oidc = originOf(env.VITE_OIDC_ISSUER);
  const sentry = originOf(env.VITE_SENTRY_DSN);
  const connect = ["'self'", oidc, sentry].filter(Boolean).join(' ');
  // The silent sign-in renewal runs in a hidden iframe of the identity provider's page.
  const frames = ["'self'", oidc].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    // No inline script, no eval: every script is a file of dist/.
    "script-src 'self'",
    // Mantine and the virtualised lists set style attributes and inject <style> elements.
    "style-src 'self' 'unsafe-inline'",
    // Photos staged from a phone's camera are previewed from blob: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    // The salary-control PDF preview is an <object> of a signed /files URL.
    "object-src 'self'",
    `frame-src ${frames}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the portal itself may frame its pages (the silent-renew page runs in its own iframe):
    // no other site can frame it to trick a click.
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The built policy with the identity provider's origin allowed where the portal talks to it:
 * connect-src (discovery, token, userinfo, end session) and frame-src (the silent renewal's
 * iframe). Every other directive is kept as built. No issuer (the built-in provider, same origin):
 * the policy as built.
 * @param {string} policy
 * @param {string | null | undefined} issuer
 */
export function withIdentityProvider(policy, issuer) {
  const origin = originOf(issuer);
  if (!origin) return policy;
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name, ...sources] = directive.split(/\s+/);
      return (name === 'connect-src' || name === 'frame-src') && !sources.includes(origin) ? [name, ...sources, origin].join(' ') : directive;
    })
    .join('; ');
}
