// What a push message carries, shared by the API that sends it and the service worker that shows
// it. Nothing personal: the event's kind, texts already in the recipient's language that name only
// the kind and the unread count, and the record's path in the portal.

export const PUSH_PAYLOAD_VERSION = 1;

export interface PushPayload {
  v: typeof PUSH_PAYLOAD_VERSION;
  /** The notification item's kind (`salary.slip`, `hrMessageCreated`, …). */
  kind: string;
  title: string;
  body: string;
  /** A path in the portal (`/hr/salaries`): what a click opens. */
  path: string;
  /** The recipient's unread notifications, this one included (the app badge). */
  unread: number;
  /** One notification per event on a device: a repeat replaces it instead of stacking. */
  tag: string;
  /** The language of `title` and `body` (the notification's `lang`). */
  language: string;
}

export function pushPayload(fields: Omit<PushPayload, 'v'>): PushPayload {
  return { v: PUSH_PAYLOAD_VERSION, ...fields };
}

/** Only a same-origin path may be opened: `/x`, never `//host` or a scheme. */
export function isPortalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The payload read back from a push message, checked field by field (data entering the program). */
export function parsePushPayload(text: string): PushPayload | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const strings = ['kind', 'title', 'body', 'path', 'tag', 'language'] as const;
  if (record.v !== PUSH_PAYLOAD_VERSION || strings.some((key) => typeof record[key] !== 'string')) return null;
  if (typeof record.unread !== 'number' || !Number.isInteger(record.unread) || record.unread < 0) return null;
  if (!isPortalPath(record.path as string)) return null;
  return record as unknown as PushPayload;
}

/** What the service worker posts to the open pages when a push arrived: they refresh the unread count. */
export const PUSH_RECEIVED_MESSAGE = 'PUSH_RECEIVED';
