import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy, withIdentityProvider } from '../../scripts/content-security-policy.mjs';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed copies of the built files, kept once per file version: the shell and its chunks are
 * what a phone downloads first, and brotli makes them about four times smaller. `npm run build`
 * writes them beside each file (x.js.br, x.js.gz); a file without one (a hand-copied dist/) is
 * compressed here, off the event loop, at a quicker level.
 */
const compressedCache = new Map<string, { mtimeMs: number; br?: Buffer; gzip?: Buffer }>();

async function precompressed(file: string, mtimeMs: number): Promise<Buffer | null> {
  const info = await stat(file).catch(() => null);
  return info && info.mtimeMs >= mtimeMs ? readFile(file) : null;
}

async function compressed(file: string, mtimeMs: number, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let entry = compressedCache.get(file);
  if (!entry || entry.mtimeMs !== mtimeMs) {
    entry = { mtimeMs };
    compressedCache.set(file, entry);
  }
  const known = entry[encoding];
  if (known) return known;
  const made =
    (await precompressed(`${file}.${encoding === 'br' ? 'br' : 'gz'}`, mtimeMs)) ??
    (encoding === 'br'
      ? await brotliAsync(await readFile(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzipAsync(await readFile(file), { level: 6 }));
  entry[encoding] = made;
  return made;
}

function preferredEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * Serves the built portal. Hashed assets are immutable; the shell, the service worker and the
 * manifest are revalidated on every load so a new release is picked up. Unknown paths get
 * index.html (client-side routing); paths with a file extension that do not exist get 404.
 * `identityProvider` is OIDC_ISSUER, whose origin the portal's policy allows (null: the built-in
 * provider, on the portal's own origin).
 */
export function createStaticHandler(root: string, identityProvider: string | null = null) {
  const resolvedRoot = path.resolve(root);
  // Written by `npm run build` (scripts/content-security-policy.mjs); a new build restarts the
  // server, so it is read once. A dist/ without it gets the default build's (same-origin) policy.
  const policy = readFile(path.join(resolvedRoot, 'content-security-policy.txt'), 'utf8')
    .then(
      (text) => text.trim(),
      () => contentSecurityPolicy({}),
    )
    .then((built) => withIdentityProvider(built, identityProvider));
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const candidate = path.resolve(resolvedRoot, '.' + pathname);
    const inside = candidate === resolvedRoot || candidate.startsWith(resolvedRoot + path.sep);
    let file = inside ? candidate : null;
    let info = file ? await stat(file).catch(() => null) : null;
    if (info?.isDirectory()) {
      file = path.join(candidate, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) {
      if (path.extname(pathname)) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      file = path.join(resolvedRoot, 'index.html');
      info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The portal is not built yet: run npm run build');
        return;
      }
    }
    const name = path.basename(file as string);
    const immutable = (file as string).includes(`${path.sep}assets${path.sep}`);
    const encoding = compressible.has(path.extname(name)) ? preferredEncoding(req) : null;
    const body = encoding ? await compressed(file as string, info.mtimeMs, encoding) : null;
    res.writeHead(200, {
      'content-type': types[path.extname(name)] ?? 'application/octet-stream',
      'content-length': body ? body.length : info.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // The portal's own policy, in place of the default every response gets (http/security-headers.ts,
      // which adds nosniff, the referrer and cross-origin policies to these).
      'content-security-policy': await policy,
      'x-frame-options': 'SAMEORIGIN',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (body) res.end(body);
    else createReadStream(file as string).pipe(res);
  };
}
