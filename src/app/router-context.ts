import type { QueryClient } from '@tanstack/react-query';

export type RouterContext = {
  queryClient: QueryClient;
  /** The path shown before the navigation in progress (null on first load). */
  lastPath: () => string | null;
};
