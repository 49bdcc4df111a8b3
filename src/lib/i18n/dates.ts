import { i18n } from '@lingui/core';
import dayjs from 'dayjs';
// Month names for the interface languages (English is built in); each is well under 1 KB.
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { FALLBACK_LANGUAGE, isLanguage } from '@/domain/enums';

// Spec §9 date formats (numeric, German style) used everywhere the portal shows a date.
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
  return date.locale(isLanguage(i18n.locale) ? i18n.locale : FALLBACK_LANGUAGE).format(DATE_FORMATS[format]);
}
