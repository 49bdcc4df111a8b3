import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStorageKey } from './storage-key';

export interface SignedFile {
  key: string;
  filename: string;
  /**
   * An opaque id the download handler reports once the file is actually downloaded ("seen"
   * receipts): only set on links issued to the person whose first download counts.
   */
  receipt?: string;
}

const PATH_PATTERN = /^\/files\/([^/]+)$/;
const RECEIPT_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function signature(secret: string, { key, filename, receipt }: SignedFile, exp: number): string {
  // The key is hex, exp is digits and a receipt has no "|", so the delimiters stay unambiguous;
  // links without a receipt keep the original spelling.
  const payload = receipt ? `${receipt}|${key}|${filename}|${exp}` : `${key}|${filename}|${exp}`;
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

/** A same-origin download path for one stored file, valid for ttlSeconds (default five minutes). */
export function signFileUrl(secret: string, file: SignedFile, ttlSeconds = 300, now = Date.now()): string {
  if (file.receipt !== undefined && !RECEIPT_PATTERN.test(file.receipt)) throw new Error('A download receipt must be a plain id');
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const sig = signature(secret, file, exp);
  const query = new URLSearchParams({ name: file.filename, exp: String(exp), ...(file.receipt ? { receipt: file.receipt } : {}), sig });
  return `/files/${file.key}?${query.toString()}`;
}

/** The file a signed URL names, or null when it is malformed, tampered with or expired. */
export function verifyFileUrl(secret: string, url: URL, now = Date.now()): SignedFile | null {
  const key = PATH_PATTERN.exec(url.pathname)?.[1];
  const filename = url.searchParams.get('name');
  const expRaw = url.searchParams.get('exp');
  const sigRaw = url.searchParams.get('sig');
  const receipt = url.searchParams.get('receipt') ?? undefined;
  if (!key || !isStorageKey(key) || !filename || !expRaw || !sigRaw || !/^\d{1,12}$/.test(expRaw)) return null;
  if (receipt !== undefined && !RECEIPT_PATTERN.test(receipt)) return null;
  const exp = Number(expRaw);
  if (exp * 1000 <= now) return null;
  // Compared as text so that no other spelling of the same bytes is accepted.
  const expected = Buffer.from(signature(secret, { key, filename, receipt }, exp));
  const given = Buffer.from(sigRaw);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return receipt ? { key, filename, receipt } : { key, filename };
}
