import { randomBytes } from 'node:crypto';

/** Keys are 128 random bits in hex: never derived from the upload, so never guessable, and safe as a path. */
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
