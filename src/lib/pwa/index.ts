export { registerServiceWorker } from './register-service-worker';
export { useOnlineStatus } from './use-online-status';
export { useServiceWorkerUpdate, type ServiceWorkerUpdate } from './use-service-worker-update';
export { createUpdateStore, serviceWorkerUpdates, type UpdateStore } from './update-store';
