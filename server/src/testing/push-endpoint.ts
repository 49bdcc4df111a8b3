// A push service of our own for tests: an HTTPS endpoint on 127.0.0.1 (certificate from a private
// CA) that records what the API posts, and the receiving device's side of RFC 8291 — its P-256 key
// pair and auth secret, and the aes128gcm decryption a browser does. This is the browser's and the
// push service's part, not the product's: the API's part is web-push (server/src/push).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createPrivateCa, type PrivateCa } from './private-ca';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A device: what it subscribes with, and how it reads a message sent to it. */
export interface TestDevice {
  subscription: { endpoint: string; p256dh: string; auth: string };
  decrypt(body: Buffer): string;
}

export interface PushEndpoint {
  ca: PrivateCa;
  received: ReceivedPush[];
  /** A device whose endpoint answers `status` (201: delivered; 404, 410: the subscription is gone). */
  device(name: string, status?: number): TestDevice;
  close(): Promise<void>;
}

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the device's keys. */
function decryptAes128gcm(body: Buffer, devicePrivate: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record: not expected for a small payload');
  const shared = devicePrivate.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), devicePrivate.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * RFC 8292: the Authorization header `vapid t=<JWT>, k=<public key>`; the JWT signed (ES256) by that
 * key, for the endpoint's origin, not expired. Answers the key and the JWT's claims.
 */
export function readVapid(header: string | string[] | undefined): { key: string; claims: { aud: string; exp: number; sub: string } } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(header));
  if (!match) throw new Error(`not a VAPID Authorization header: ${String(header)}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  const [head, payload, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  const valid = verify('sha256', Buffer.from(`${head}.${payload}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID JWT is not signed by its key');
  return { key, claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) };
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const ca = await createPrivateCa();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer({ key: ca.serverKey, cert: ca.serverChain }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ca,
    received,
    device(name, status = 201) {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${name}`;
      statuses.set(path, status);
      return {
        subscription: { endpoint: `https://127.0.0.1:${port}${path}`, p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        decrypt: (body) => decryptAes128gcm(body, keys, auth),
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await ca.remove();
    },
  };
}
