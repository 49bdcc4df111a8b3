import { createHash, hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A secret for a link or a session: 32 random bytes, base64url, so it fits in a URL path segment. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Only this digest is stored, so a leaked table cannot be replayed as sign-ins. Every signed-in
 * request hashes its credential (the principal cache's key): Node's one-shot `crypto.hash` (Node
 * 20.12+; a string is hashed as UTF-8) takes about half of what a `createHash` object took.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Compares secrets without leaking, through timing, how many leading characters matched. */
export function safeEqual(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}
