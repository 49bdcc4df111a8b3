import { useSyncExternalStore } from 'react';
import { serviceWorkerUpdates, type UpdateStore } from './update-store';

export interface ServiceWorkerUpdate {
  updateAvailable: boolean;
  /** Activates the waiting worker and reloads the page once it controls it. */
  reload: () => void;
}

export function useServiceWorkerUpdate(store: UpdateStore = serviceWorkerUpdates): ServiceWorkerUpdate {
  const { updateAvailable } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { updateAvailable, reload: store.applyUpdate };
}
