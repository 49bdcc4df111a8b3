import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSyncExternalStore } from 'react';

/** Spec §3 Notification types; 'fg' is a neutral, informational notice. */
export type NotificationType = 'success' | 'error' | 'fg';

export const NOTIFICATION_LIMIT = 10;
export const DEFAULT_AUTO_CLOSE_MS = 3_000;
export const ROUTER_ERROR_AUTO_CLOSE_MS = 10_000;

const COLORS: Record<NotificationType, string> = { success: 'green.8', error: 'red.8', fg: 'blue.8' };

export type NotifyInput = {
  type: NotificationType;
  title: string;
  text?: string;
  autoClose?: number;
};

// Mantine's notifications (store, area and transitions) load with the first notification, so
// pages that never show one do not download them.
let used = false;
const listeners = new Set<() => void>();

export function notify({ type, title, text, autoClose = DEFAULT_AUTO_CLOSE_MS }: NotifyInput): void {
  if (!used) {
    used = true;
    listeners.forEach((l) => l());
  }
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({
      color: COLORS[type],
      title,
      message: text ?? '',
      autoClose,
      // Mantine's close button is an icon without a name: screen readers announced only "button".
      closeButtonProps: { 'aria-label': i18n._(msg`Close notification`) },
      // Mantine draws a titled notification's text in gray.6 (3.3:1 on white); gray.7 reads at AA.
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  );
}

/** Router errors (refused routes, failed sign-in checks) stay longer: 10 s (spec §9). */
export function notifyRouterError(title: string, text: string): void {
  notify({ type: 'error', title, text, autoClose: ROUTER_ERROR_AUTO_CLOSE_MS });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether any notification was raised yet: the notification area mounts from then on. */
export function useNotificationsUsed(): boolean {
  return useSyncExternalStore(subscribe, () => used, () => used);
}
