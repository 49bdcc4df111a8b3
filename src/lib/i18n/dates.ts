import dayjs from 'dayjs';
import type { Language } from '@/domain/enums';

// Spec §9 date formats (numeric, German style) used everywhere the portal shows a date.
export const DATE_FORMATS = {
  long: 'D.M.YYYY',
  dateTime: 'DD.MM.YYYY HH:mm:ss',
  short: 'MM.YYYY',
  year: 'YYYY',
  defaultDateOption: 'MM (MMM) YYYY',
} as const;

export type DateFormat = keyof typeof DATE_FORMATS;

const localeLoaders: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  fr: () => import('dayjs/locale/fr'),
  de: () => import('dayjs/locale/de'),
  pt: () => import('dayjs/locale/pt'),
};

/** Month names in `defaultDateOption` follow the interface language. */
export async function setDateLocale(language: Language): Promise<void> {
  if (language !== 'en') await localeLoaders[language]();
  dayjs.locale(language);
}

/** Formats an ISO date, `YYYY-MM-DD` day or Date; returns '' for a missing or invalid value. */
export function formatDate(value: string | Date | null | undefined, format: DateFormat = 'long'): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMATS[format]) : '';
}
