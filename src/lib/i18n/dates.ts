import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Month names come from the catalogs, like every other word of the interface: dayjs's locale files
// for French, German and Portuguese (weekdays, long names, relative times nobody shows) were
// 1.4 KB gzip of the dashboard's first load for these twelve.
const SHORT_MONTH_NAMES = [
  msg({ context: 'short month name', message: 'Jan' }),
  msg({ context: 'short month name', message: 'Feb' }),
  msg({ context: 'short month name', message: 'Mar' }),
  msg({ context: 'short month name', message: 'Apr' }),
  msg({ context: 'short month name', message: 'May' }),
  msg({ context: 'short month name', message: 'Jun' }),
  msg({ context: 'short month name', message: 'Jul' }),
  msg({ context: 'short month name', message: 'Aug' }),
  msg({ context: 'short month name', message: 'Sep' }),
  msg({ context: 'short month name', message: 'Oct' }),
  msg({ context: 'short month name', message: 'Nov' }),
  msg({ context: 'short month name', message: 'Dec' }),
];

// Spec §9 date formats (numeric, German style) used everywhere the portal shows a date; the
// default date option adds the month's short name in the interface language.
export const DATE_FORMATS = {
  long: 'D.M.YYYY',
  dateTime: 'DD.MM.YYYY HH:mm:ss',
  short: 'MM.YYYY',
  year: 'YYYY',
  defaultDateOption: 'MM (MMM) YYYY',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

// Read as dayjs read them: a day or a time without a zone is local time ('2025-11-03' is that day
// here, where `new Date` would take it as midnight UTC); anything else goes to `Date`.
const LOCAL_DATE_TIME = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

function parseDate(value: string | Date): Date {
  if (value instanceof Date) return new Date(value.getTime());
  const local = /z$/i.test(value) ? null : LOCAL_DATE_TIME.exec(value);
  if (!local) return new Date(value);
  const [, year, month, day, hours, minutes, seconds, fraction] = local;
  const n = (part: string | undefined) => Number(part ?? 0);
  return new Date(n(year), Number(month) - 1 || 0, day ? Number(day) : 1, n(hours), n(minutes), n(seconds), n((fraction ?? '0').slice(0, 3)));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats an ISO date, `YYYY-MM-DD` day or Date in the interface language (month names);
 * returns '' for a missing or invalid value. Its own few tokens rather than dayjs, which was 3 KB
 * gzip of the dashboard's first load for five fixed formats (docs/decisions/first-load.md).
 */
export function formatDate(value: string | Date | null | undefined, format: DateFormat = 'long'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const tokens: Record<string, () => string> = {
    YYYY: () => pad(date.getFullYear(), 4),
    MMM: () => i18n._(SHORT_MONTH_NAMES[date.getMonth()]!),
    MM: () => pad(date.getMonth() + 1),
    M: () => String(date.getMonth() + 1),
    DD: () => pad(date.getDate()),
    D: () => String(date.getDate()),
    HH: () => pad(date.getHours()),
    mm: () => pad(date.getMinutes()),
    ss: () => pad(date.getSeconds()),
  };
  return DATE_FORMATS[format].replace(/YYYY|MMM|MM|M|DD|D|HH|mm|ss/g, (token) => tokens[token]!());
}
