// The one place that talks to web-push (RFC 8030 delivery, RFC 8291 aes128gcm encryption, RFC 8292
// VAPID). Everything else hands it a subscription and a payload and hears back sent or gone.
import type { Agent } from 'node:https';
import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** A device's subscription as the browser's PushSubscription.toJSON() gives it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `gone`: the push service says the subscription no longer exists (404, 410); drop it. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  /** Encrypts and sends; throws on any other refusal or a network failure (the job retries). */
  send(target: PushTarget, payload: string, options: { topic: string; ttlSeconds: number }): Promise<PushOutcome>;
}

export interface PushSenderOptions {
  keys: VapidKeys;
  /** The contact push services may write to about our traffic (https: or mailto:). */
  subject: string;
  /** The HTTPS agent (tests: one that trusts the local push endpoint's private CA). */
  agent?: Agent;
  timeoutMs?: number;
}

export function createPushSender({ keys, subject, agent, timeoutMs = 10_000 }: PushSenderOptions): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send(target, payload, { topic, ttlSeconds }) {
      try {
        await webPush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          vapidDetails,
          TTL: ttlSeconds,
          // A newer message with the same topic replaces one the push service still holds for an offline device.
          topic,
          contentEncoding: 'aes128gcm',
          timeout: timeoutMs,
          ...(agent ? { agent } : {}),
        });
        return 'sent';
      } catch (error) {
        if (error instanceof webPush.WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        throw error;
      }
    },
  };
}
