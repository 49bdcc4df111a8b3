import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

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

/**
 * Compressed copies of the built files, made once per file version: the shell and its chunks are
 * what a phone downloads first, and brotli makes them about four times smaller.
 */
const compressedCache = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>();

async function compressed(file: string, mtimeMs: number) {
  const cached = compressedCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const bytes = await readFile(file);
  const entry = {
    mtimeMs,
    br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(bytes, { level: 9 }),
  };
  compressedCache.set(file, entry);
  return entry;
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
 */
export function createStaticHandler(root: string) {
  const resolvedRoot = path.resolve(root);
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
    const body = encoding ? (await compressed(file as string, info.mtimeMs))[encoding] : null;
    res.writeHead(200, {
      'content-type': types[path.extname(name)] ?? 'application/octet-stream',
      'content-length': body ? body.length : info.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
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
