import { createHmac, timingSafeEqual } from 'node:crypto';

/** Archives are served under /files/ so the dev proxy and the service worker treat them as downloads. */
const PATH_PATTERN = /^\/files\/archives\/([0-9a-f-]{36})$/;

export interface SignedArchive {
  /** The archive_exports row that lists the entries. */
  id: string;
  /** The ZIP's own file name. */
  filename: string;
}

function signature(secret: string, id: string, filename: string, exp: number): string {
  // A different prefix from single-file links, so neither kind of signature is accepted as the other.
  return createHmac('sha256', secret).update(`archive|${id}|${filename}|${exp}`).digest('base64url');
}

/** A same-origin path for one archive, valid for ttlSeconds (five minutes, like file links). */
export function signArchiveUrl(secret: string, { id, filename }: SignedArchive, ttlSeconds = 300, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const query = new URLSearchParams({ name: filename, exp: String(exp), sig: signature(secret, id, filename, exp) });
  return `/files/archives/${id}?${query.toString()}`;
}

export function isArchivePath(pathname: string): boolean {
  return pathname.startsWith('/files/archives/');
}

/** The archive a signed URL names, or null when it is malformed, tampered with or expired. */
export function verifyArchiveUrl(secret: string, url: URL, now = Date.now()): SignedArchive | null {
  const id = PATH_PATTERN.exec(url.pathname)?.[1];
  const filename = url.searchParams.get('name');
  const expRaw = url.searchParams.get('exp');
  const sigRaw = url.searchParams.get('sig');
  if (!id || !filename || !expRaw || !sigRaw || !/^\d{1,12}$/.test(expRaw)) return null;
  const exp = Number(expRaw);
  if (exp * 1000 <= now) return null;
  const expected = Buffer.from(signature(secret, id, filename, exp));
  const given = Buffer.from(sigRaw);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { id, filename };
}
