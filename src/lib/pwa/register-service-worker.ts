import { Workbox } from 'workbox-window';
import { reportError } from '@/lib/sentry';
import { serviceWorkerUpdates, type UpdateStore } from './update-store';

export const SERVICE_WORKER_URL = '/sw.js';
// A single-page app never navigates, so the browser would look for a new version only once a day.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker built by vite-plugin-pwa. Only in production builds: in development
 * a worker would serve stale precached modules instead of Vite's hot-reloaded ones.
 */
export function registerServiceWorker(store: UpdateStore = serviceWorkerUpdates): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;

  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    store.offerUpdate(() => {
      // Reload only once the new worker controls the page, so the reload fetches the new shell.
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });

  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return;
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = Date.now();
    // Offline or the server busy: the next return to the tab checks again.
    workbox.update().catch(() => undefined);
  });

  workbox.register().catch((error: unknown) => {
    void reportError(error, { component: 'registerServiceWorker' });
  });
}
