import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { onTestFinished } from 'vitest';
import { NotificationsHost } from '@/features/notification-area';
import { createQueryClient } from '@/lib/query';
import { subscribeSelection } from '@/lib/selection';
import { companiesQueryOptions, meQueryOptions, saveSession, type CompanySummary, type Me } from '@/lib/session';
import { routeTree } from '@/routeTree.gen';
import { session } from './fixtures';

type Options = {
  me?: Me | null;
  companies?: CompanySummary[];
  lastPath?: string | null;
  /** Further API answers to put in the cache before the first render (the API is not reachable). */
  seed?: (queryClient: QueryClient) => void;
};

/**
 * The real router and providers, starting at `path`, with the API's answers for `me` (and
 * companies) already in the cache, so no request leaves the test. `me: null` means signed out.
 */
export async function renderApp(path: string, { me = null, companies = [], lastPath = null, seed }: Options = {}) {
  notifications.clean();
  const queryClient = createQueryClient();
  if (me) {
    saveSession(session());
    queryClient.setQueryData(meQueryOptions().queryKey, me);
    queryClient.setQueryData(companiesQueryOptions().queryKey, companies);
  }
  seed?.(queryClient);
  // As the app's router does: `lastPath` is what was shown before the navigation in progress.
  let shownPath = lastPath;
  const router = createRouter({
    routeTree,
    context: { queryClient, lastPath: () => shownPath },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // As the app's router does (createAppRouter): a new selection runs the guards again, and the
  // screens read the access they put in the context.
  onTestFinished(subscribeSelection(() => void router.invalidate()));
  onTestFinished(router.subscribe('onResolved', (event) => (shownPath = event.toLocation.pathname)));
  const view = await renderRouter(router, queryClient);
  return { router, queryClient, view, pathname: () => router.state.location.pathname };
}

/** Loads `router` (guards run before anything renders, as on a real first load) and renders it with the app's providers. */
export async function renderRouter(router: AnyRouter, queryClient: QueryClient) {
  await router.load();
  const view = render(
    <I18nProvider i18n={i18n}>
      {/* env="test": no transitions, so an opened dropdown is visible at once, as it is to a user. */}
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <NotificationsHost />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  await act(async () => {});
  return view;
}
