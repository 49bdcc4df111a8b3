import type { ServerResponse } from 'node:http';
import type { EndpointName } from '../access/rules/endpoints';

/**
 * Which pages may frame an endpoint's answers. Three are framed by the portal itself: its
 * silent-renew page runs in its own hidden iframe, so does the development provider's authorization
 * endpoint (a silent sign-in), and the salary control previews a PDF from /files in an <object>.
 * Nothing else is ever framed, by anyone. A new endpoint must choose (the record is exhaustive).
 */
const framedBy: Record<EndpointName, 'self' | 'none'> = {
  health: 'none',
  graphql: 'none',
  authConfig: 'none',
  auditCsv: 'none',
  accountingReadingsCsv: 'none',
  fileDownload: 'self',
  archiveDownload: 'none',
  developmentProvider: 'self',
  portal: 'self',
};

/** A year, subdomains included: what the reverse proxy sends too (deploy/nginx-tls.conf). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers every response carries, for an endpoint. A handler's own value of a header wins: the
 * portal's HTML keeps the policy its build wrote (static-files.ts), a download its own framing rule,
 * and the development provider's pages their inline style and script (so its default policy here
 * says nothing but who may frame it). Strict-Transport-Security only when the public origin is
 * https: on plain http (localhost) a browser would ignore it at best.
 */
export function securityHeaders(endpoint: EndpointName, https: boolean): Record<string, string> {
  const frames = framedBy[endpoint];
  return {
    'x-content-type-options': 'nosniff',
    // Signed download links and sign-in callbacks carry their secret in the URL: no page says where it came from.
    'referrer-policy': 'no-referrer',
    'x-frame-options': frames === 'self' ? 'SAMEORIGIN' : 'DENY',
    // JSON, CSV and text answers load nothing and run nothing, even if a browser were led to render one.
    'content-security-policy': frames === 'self' ? "frame-ancestors 'self'" : "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-opener-policy': 'same-origin',
    // Cross-origin fetches from WEB_ORIGINS are CORS requests, which this header does not govern.
    'cross-origin-resource-policy': 'same-origin',
    // The portal's camera capture is a file input (capture="environment"), which needs none of these.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

type WriteHeadArgs = [statusCode: number, ...rest: unknown[]];

/**
 * Adds `headers` to whatever this response sends, unless its handler set the same header itself.
 * Hooked on writeHead, which Node calls for an implicit header too (a bare `res.end()`, Koa's
 * responses), and at that moment: Koa clears earlier headers when it answers an error.
 */
export function addSecurityHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  const writeHead = res.writeHead.bind(res) as (...args: WriteHeadArgs) => ServerResponse;
  const patched = (...args: WriteHeadArgs): ServerResponse => {
    if (!res.headersSent) {
      for (const [name, value] of Object.entries(headers)) if (!res.hasHeader(name)) res.setHeader(name, value);
    }
    // Node merges a header list only in its flat form ([name, value, name, value]) with headers already set.
    return writeHead(...(args.map((arg) => (Array.isArray(arg) && Array.isArray(arg[0]) ? arg.flat() : arg)) as WriteHeadArgs));
  };
  res.writeHead = patched as unknown as ServerResponse['writeHead'];
}
