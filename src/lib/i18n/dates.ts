import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import dayjs from 'dayjs';

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

/**
 * Formats an ISO date, `YYYY-MM-DD` day or Date in the interface language (month names);
 * returns '' for a missing or invalid value.
 */
export function formatDate(value: string | Date | null | undefined, format: DateFormat = 'long'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  const pattern: string = DATE_FORMATS[format];
  if (!pattern.includes('MMM')) return date.format(pattern);
  // `[…]` is text to dayjs: the name goes in as the catalog has it.
  return date.format(pattern.replace('MMM', () => `[${i18n._(SHORT_MONTH_NAMES[date.month()]!)}]`));
}
