import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { AppErrorBoundary } from '@/components/error-boundary';
import { OfflineIndicator, UpdatePrompt } from '@/components/pwa-status';
import { NotificationsHost } from '@/features/notification-area';
import { persistOptions } from '@/lib/query';
import type { AppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

type Props = { queryClient: QueryClient; persister: Persister; router: AppRouter };

/** Providers in dependency order: translations, theme, error boundary, data, routes. */
export function App({ queryClient, persister, router }: Props) {
  return (
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <AppErrorBoundary>
          {/* Restored data counts as stale: each screen shows it at once and fetches anew. Its own age
              would keep a list saved a second before a reload "fresh" for 30 s, missing the change
              that reload came after. Offline, the fetch fails and the restored data stays. */}
          <PersistQueryClientProvider
            client={queryClient}
            persistOptions={persistOptions(persister)}
            onSuccess={() => queryClient.invalidateQueries({ refetchType: 'none' })}
          >
            <NotificationsHost />
            <RouterProvider router={router} />
            <UpdatePrompt />
            <OfflineIndicator />
          </PersistQueryClientProvider>
        </AppErrorBoundary>
      </MantineProvider>
    </I18nProvider>
  );
}
