import { Workbox } from 'workbox-window';
import { serviceWorkerUpdates, type UpdateStore } from './update-store';

export const SERVICE_WORKER_URL = '/sw.js';

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
  void workbox.register();
}
