/// <reference lib="webworker" />
// Push messages: shown as a notification (the browser requires one for every push), the app badge
// set to the unread count, the open pages told to refresh theirs; a click opens the record.
import { isPortalPath, parsePushPayload, PUSH_RECEIVED_MESSAGE, type PushPayload } from '@/domain/push-payload';

declare const self: ServiceWorkerGlobalScope;

/** The Badging API in workers (Chromium, Safari), not in TypeScript's WebWorker lib everywhere yet. */
type BadgingNavigator = WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

// A push whose data this worker cannot read (an older server, a test's raw message) still shows a
// notification: without one the browser shows its own generic text and may revoke the permission.
const UNREADABLE: Omit<PushPayload, 'v'> = { kind: 'other', title: 'Portal', body: '', path: '/notifications', unread: 0, tag: 'portal', language: '' };

async function showPush(payload: Omit<PushPayload, 'v'>): Promise<void> {
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    lang: payload.language,
    icon: '/icons/icon-192.png',
    data: { path: payload.path },
  });
  const badging = self.navigator as BadgingNavigator;
  // The badge follows the count the API sent: none left unread clears it (an unreadable push says nothing of the count).
  if (payload.unread > 0) await badging.setAppBadge?.(payload.unread).catch(() => undefined);
  else if (payload !== UNREADABLE) await badging.clearAppBadge?.().catch(() => undefined);
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: PUSH_RECEIVED_MESSAGE });
}

/** Focuses a window of the portal on `path`, or opens one. */
async function openPath(path: string): Promise<void> {
  const url = new URL(isPortalPath(path) ? path : '/notifications', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((client) => new URL(client.url).origin === self.location.origin);
  // navigate() answers null (or fails) for a window this worker does not control: open one then.
  const navigated = same ? await same.navigate(url).catch(() => null) : null;
  if (navigated) {
    await navigated.focus();
    return;
  }
  await self.clients.openWindow(url);
}

export function listenForPushes(): void {
  self.addEventListener('push', (event: PushEvent) => {
    const payload = (event.data && parsePushPayload(event.data.text())) ?? UNREADABLE;
    event.waitUntil(showPush(payload));
  });
  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const path = typeof data === 'object' && data !== null && 'path' in data && typeof data.path === 'string' ? data.path : '/notifications';
    event.waitUntil(openPath(path));
  });
}
