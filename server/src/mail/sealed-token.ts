import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A sign-in mail waits in pg-boss's job table (and its archive, for days) until a worker sends it.
// The link's token is a credential for the token's lifetime, so the job carries it sealed with a
// key derived from SECRET: someone reading the job tables (a backup, a support query) cannot sign
// in with what they find there. docs/mail.md, "What a sign-in mail job holds".

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Its own key, derived from SECRET: SECRET signs download links too, and one key per use keeps them apart. */
function sealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'portal sign-in mail token', 32));
}

/**
 * `token` encrypted and authenticated (AES-256-GCM) for `boundTo` (the user id): a sealed token
 * moved to another user's job does not open.
 */
export function sealToken(secret: string, boundTo: string, token: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret), iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const sealed = Buffer.concat([iv, cipher.update(token, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${sealed.toString('base64url')}`;
}

/** The token `sealToken` sealed; throws when the value was changed, or sealed with another SECRET or for another user. */
export function openToken(secret: string, boundTo: string, sealed: string): string {
  const [version, body = ''] = sealed.split('.', 2);
  if (version !== VERSION) throw new Error('sealed token: unknown format');
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed token: too short');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret), bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
}
