import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';

/** The typed router; the path before the current navigation feeds Home's check (spec §8). */
export function createAppRouter(queryClient: QueryClient) {
  let lastPath: string | null = null;
  const router = createRouter({
    routeTree,
    context: { queryClient, lastPath: () => lastPath },
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  router.subscribe('onResolved', (event) => {
    lastPath = event.toLocation.pathname;
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
