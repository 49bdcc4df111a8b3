import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// Server rendering has no network status; assume online so nothing warns needlessly.
const isOnlineOnServer = () => true;

/** True while the browser believes it has a network connection; follows online/offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, isOnlineOnServer);
}
