/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { listenForPushes } from './push';
import { handleUploadQueueSync, UPLOAD_QUEUE_SYNC_TAG } from './upload-sync';

declare const self: ServiceWorkerGlobalScope;

// The Background Sync API is not in TypeScript's WebWorker lib yet.
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Paths the server answers itself, as URL patterns (the static routes below). Falling back to
// index.html there would hand the app shell to code that expects JSON, a file or an
// identity-provider page.
const SERVER_PATHS = ['/api/*', '/files/*', '/oidc', '/oidc/*', '/healthz'];
/** The same path as the navigation route's denylist reads it: `/api/*` any path below /api/, `/oidc` that path alone. */
const asRegExp = (pattern: string) => new RegExp(pattern.endsWith('/*') ? `^${pattern.slice(0, -1)}` : `^${pattern}$`);

// Why precache everything the build emits (shell, lazily loaded route chunks, locale catalogs):
// the app must open offline in every language, not only the parts visited while online.
precacheAndRoute(self.__WB_MANIFEST);
// Why: old revisions would otherwise pile up in Cache Storage after every deploy.
cleanupOutdatedCaches();

// Why a navigation fallback: every app route is rendered client-side from index.html, so offline
// navigations to /dashboard, /hr/... are answered with the precached shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS.map(asRegExp) }));

// No runtime caching rule exists on purpose: API responses are per-user and must never outlive a
// sign-out, and attachments are served by short-lived signed URLs that may not be stored. Requests
// not matched above go straight to the network.

/** The Service Worker Static Routing API (Chromium 123+), not in TypeScript's WebWorker lib yet. */
type RouterRule = { condition: { urlPattern: string }; source: 'network' };
type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

// Why static routes: the worker has nothing to do with the server's own paths, yet every request of a
// page it controls went through its fetch event first. With the route the browser sends them to the
// network without the worker: about half a millisecond less of the browser's CPU for each request,
// each upload included (bench:uploads, BENCH_NO_SW and BENCH_CPU_THREADS). Browsers without the API
// pass these requests through the fetch event as before. A route that cannot be added must not
// stop the worker installing: it would take the app offline with it.
self.addEventListener('install', (event) => {
  const install = event as InstallEventWithRoutes;
  const rules: RouterRule[] = SERVER_PATHS.map((urlPattern) => ({ condition: { urlPattern }, source: 'network' }));
  if (install.addRoutes) install.waitUntil(install.addRoutes(rules).catch((error: unknown) => console.warn('Static routes not added', error)));
});

// Why wait for a message: activating a new worker under an open page could mix old and new chunks,
// so the page asks for it from the update prompt and then reloads.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// Why claim: the first visit should already be served by the worker, so it works offline at once.
clientsClaim();

self.addEventListener('sync', (event: Event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag === UPLOAD_QUEUE_SYNC_TAG) syncEvent.waitUntil(handleUploadQueueSync());
});

// Why: push notifications (docs/decisions/push.md) — shown, counted on the app badge, opened on click.
listenForPushes();
