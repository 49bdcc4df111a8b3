import { notifications } from '@mantine/notifications';

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

export function notify({ type, title, text, autoClose = DEFAULT_AUTO_CLOSE_MS }: NotifyInput): void {
  notifications.show({
    color: COLORS[type],
    title,
    message: text ?? '',
    autoClose,
  });
}

/** Router errors (refused routes, failed sign-in checks) stay longer: 10 s (spec §9). */
export function notifyRouterError(title: string, text: string): void {
  notify({ type: 'error', title, text, autoClose: ROUTER_ERROR_AUTO_CLOSE_MS });
}
