import { createECDH, hkdfSync } from 'node:crypto';

/** A VAPID key pair as web-push and the browser's `applicationServerKey` take it (base64url). */
export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes). */
  publicKey: string;
  /** The private scalar (32 bytes). */
  privateKey: string;
}

// The order of P-256: a private key is a scalar in [1, n - 1].
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

function keysFromScalar(privateKey: Buffer): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}

/**
 * The key pair derived from SECRET (HKDF-SHA256): every API process that shares the secret signs
 * with the same key, with nothing more to store or configure. Changing SECRET changes the key, and
 * push services then refuse the old subscriptions: the portal subscribes again when it sees the
 * server's key differ from its subscription's (docs/decisions/push.md).
 */
export function vapidKeysFromSecret(secret: string): VapidKeys {
  for (let counter = 0; ; counter++) {
    const candidate = Buffer.from(hkdfSync('sha256', secret, 'portal-vapid', `p256 private key ${counter}`, 32));
    const scalar = BigInt(`0x${candidate.toString('hex')}`);
    // Out of range once in about 2^32 secrets: the next counter then.
    if (scalar > 0n && scalar < P256_ORDER) return keysFromScalar(candidate);
  }
}

/** What the configuration says (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
export interface VapidConfig {
  publicKey: string | null;
  privateKey: string | null;
  subject: string;
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (both or neither; checked to be one pair), else
 * the pair derived from the secret.
 */
export function vapidKeys(configured: VapidConfig, secret: string): VapidKeys {
  const { publicKey, privateKey } = configured;
  if (!publicKey && !privateKey) return vapidKeysFromSecret(secret);
  if (!publicKey || !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  const raw = Buffer.from(privateKey, 'base64url');
  if (raw.length !== 32) throw new Error('VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes), as `npx web-push generate-vapid-keys` prints');
  const pair = keysFromScalar(raw);
  if (pair.publicKey !== publicKey) throw new Error('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  return pair;
}

/**
 * VAPID_SUBJECT, else the public URL when it is https, else the sender address of the mails:
 * push services accept only an https: or mailto: contact.
 */
export function vapidSubject(configured: string | undefined, publicUrl: string, mailFrom: string): string {
  if (configured?.trim()) return configured.trim();
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

const derived = new Map<string, VapidKeys>();

/** The server's key pair for this configuration (derived once per secret: HKDF and a point multiplication). */
export function serverVapidKeys(config: { vapid: VapidConfig; secret: string }): VapidKeys {
  const cacheKey = `${config.vapid.publicKey ?? ''}|${config.vapid.privateKey ?? ''}|${config.secret}`;
  let keys = derived.get(cacheKey);
  if (!keys) derived.set(cacheKey, (keys = vapidKeys(config.vapid, config.secret)));
  return keys;
}
