import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStorageKey } from './storage-key';

export interface SignedFile {
  key: string;
  filename: string;
}

const PATH_PATTERN = /^\/files\/([^/]+)$/;

function signature(secret: string, key: string, filename: string, exp: number): string {
  // The key is hex and exp is digits, so the first and last "|" delimit the name unambiguously.
  return createHmac('sha256', secret).update(`${key}|${filename}|${exp}`).digest('base64url');
}

/** A same-origin download path for one stored file, valid for ttlSeconds (default five minutes). */
export function signFileUrl(secret: string, { key, filename }: SignedFile, ttlSeconds = 300, now = Date.now()): string {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const sig = signature(secret, key, filename, exp);
  const query = new URLSearchParams({ name: filename, exp: String(exp), sig });
  return `/files/${key}?${query.toString()}`;
}

/** The file a signed URL names, or null when it is malformed, tampered with or expired. */
export function verifyFileUrl(secret: string, url: URL, now = Date.now()): SignedFile | null {
  const key = PATH_PATTERN.exec(url.pathname)?.[1];
  const filename = url.searchParams.get('name');
  const expRaw = url.searchParams.get('exp');
  const sigRaw = url.searchParams.get('sig');
  if (!key || !isStorageKey(key) || !filename || !expRaw || !sigRaw || !/^\d{1,12}$/.test(expRaw)) return null;
  const exp = Number(expRaw);
  if (exp * 1000 <= now) return null;
  // Compared as text so that no other spelling of the same bytes is accepted.
  const expected = Buffer.from(signature(secret, key, filename, exp));
  const given = Buffer.from(sigRaw);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { key, filename };
}
