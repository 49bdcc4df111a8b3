import { badInput } from '../lists/shared/errors';
import type { PushTarget } from './push-sender';

const MAX_ENDPOINT_LENGTH = 2048;

function base64urlBytes(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : null;
}

/** Whether `host` is one of the allowed push services or below one (`a.push.apple.com` for `push.apple.com`). */
function isAllowedPushHost(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((entry) => name === entry || name.endsWith(`.${entry}`));
}

/**
 * A subscription as the browser gave it, checked before it is stored: an https endpoint of an
 * allowed push service, a P-256 public key (65 bytes, uncompressed) and a 16-byte auth secret.
 */
export function checkSubscription(input: PushTarget, allowedHosts: readonly string[]): PushTarget {
  let url: URL;
  try {
    url = new URL(input.endpoint);
  } catch {
    throw badInput('The push endpoint is not a URL');
  }
  if (url.protocol !== 'https:' || input.endpoint.length > MAX_ENDPOINT_LENGTH) throw badInput('The push endpoint must be an https URL');
  if (!isAllowedPushHost(url.hostname, allowedHosts)) throw badInput('The push endpoint is not a known push service');
  const key = base64urlBytes(input.p256dh);
  if (!key || key.length !== 65 || key[0] !== 0x04) throw badInput('The push key is not a P-256 public key');
  const auth = base64urlBytes(input.auth);
  if (!auth || auth.length !== 16) throw badInput('The push auth secret must be 16 bytes');
  return { endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth };
}
