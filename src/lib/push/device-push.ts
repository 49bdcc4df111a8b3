// This device's side of Web Push: the browser's permission and its PushManager subscription, held
// by the service worker's registration. The one place that touches them (house rule 4).
/** Why push cannot be turned on here, or that it can. */
export type PushAvailability = 'available' | 'unsupported' | 'blocked' | 'no-worker';

/** The page's service worker registration, without waiting: `ready` never settles when none is registered (development). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

export async function pushAvailability(): Promise<PushAvailability> {
  if (!('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await registration())?.pushManager ? 'available' : 'no-worker';
}

/** The subscription this device holds (for any user: the server knows whose it is), or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('PushManager' in window)) return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

function toBase64url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  return btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether `subscription` was made with the server's current key (it changes with SECRET). */
function madeWith(subscription: PushSubscription, publicKey: string): boolean {
  return toBase64url(subscription.options.applicationServerKey) === publicKey;
}

/**
 * Asks the browser's permission (the prompt shows only on a user's gesture: call it from the
 * toggle's change) and subscribes with the server's key, replacing a subscription made with an
 * older key. Answers what the API must keep, or why it failed.
 */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription | PushAvailability> {
  const availability = await pushAvailability();
  if (availability !== 'available') return availability;
  if ((await Notification.requestPermission()) !== 'granted') return 'blocked';
  const pushManager = (await registration())!.pushManager;
  const existing = await pushManager.getSubscription();
  if (existing && !madeWith(existing, publicKey)) await existing.unsubscribe();
  const subscription = existing && madeWith(existing, publicKey) ? existing : await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64url(publicKey) });
  return { endpoint: subscription.endpoint, p256dh: toBase64url(subscription.getKey('p256dh')), auth: toBase64url(subscription.getKey('auth')) };
}

/** Ends this device's subscription; answers its endpoint (for the API to forget), or null when it had none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}
