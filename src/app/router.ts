import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { PagePending } from '@/components/route-states';
import { subscribeSelection } from '@/lib/selection';
import { routeTree } from '@/routeTree.gen';

/**
 * The typed router. Its context carries the query client, and below `_authenticated` the signed-in
 * user and what they may reach (`me`, `access`), so loaders and screens never read them ambiently.
 * The path before the current navigation feeds Home's check (spec §8).
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  let lastPath: string | null = null;
  const router = createRouter({
    routeTree,
    // The browser's address bar unless told otherwise (tests start at a given address).
    ...(history ? { history } : {}),
    context: { queryClient, lastPath: () => lastPath },
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    scrollRestoration: true,
  });
  router.subscribe('onResolved', (event) => {
    lastPath = event.toLocation.pathname;
  });
  // Choosing another company or employee changes what every screen shows: the guards and loaders
  // run again with the new selection in the context.
  subscribeSelection(() => void router.invalidate());
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
