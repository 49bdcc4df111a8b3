import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { SessionProgress } from './session-progress';

/**
 * ClearCache (decisions.md): empties the query cache and the service worker's caches, keeps the
 * session and the staged uploads (they hold unsent work), then reloads the app.
 */
export function ClearCachePage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      queryClient.clear();
      localStorage.removeItem(STORAGE_KEYS.queryCache);
      if ('caches' in window) {
        const names = await caches.keys();
        await Promise.all(names.map((name) => caches.delete(name)));
      }
      location.replace('/');
    })();
  }, [queryClient]);

  return <SessionProgress title={t`Clearing the cache…`} />;
}
