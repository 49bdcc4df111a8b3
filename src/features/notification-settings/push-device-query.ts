import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

// The push code loads with this screen, not with the portal's first page.
const loadPush = () => import('@/lib/push');

/** Whether this device can receive pushes, and whether it does (the browser's state, not the API's). */
export function pushDeviceQueryOptions() {
  return queryOptions({
    queryKey: ['push-device'] as const,
    queryFn: async () => {
      const push = await loadPush();
      const [availability, on] = await Promise.all([push.pushAvailability(), push.isPushOnHere()]);
      return { availability, on };
    },
    // The browser's own state: read again on each visit of the screen.
    staleTime: 0,
  });
}

/** Turns push on (asking the permission) or off for this device; answers why it could not. */
export function useSetPushOnDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const push = await loadPush();
      if (!on) {
        await push.turnPushOff();
        return 'off' as const;
      }
      return push.turnPushOn();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDeviceQueryOptions().queryKey }),
  });
}
