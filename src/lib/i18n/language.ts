import { i18n } from '@lingui/core';
import { isLanguage, type Language } from '@/domain/enums';
import { catalogLoaders } from './catalogs';
import { initialLanguage, saveLanguage } from './initial-language';

export { initialLanguage, savedLanguage, saveLanguage } from './initial-language';

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : initialLanguage();
}

/**
 * Loads the language's catalog (lazily), activates it and updates `<html lang>`; the date helper
 * follows the active language by itself once a page uses it.
 */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogLoaders[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

export const LANGUAGE_NAMES: Record<Language, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  pt: 'Português',
};

/** After sign-in, the user's saved language (from the API) wins over the device's choice. */
export async function adoptUserLanguage(language: string | null | undefined): Promise<void> {
  if (!isLanguage(language)) return;
  saveLanguage(language);
  if (i18n.locale !== language) await activateLanguage(language);
}
