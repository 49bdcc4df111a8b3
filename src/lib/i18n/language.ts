import { i18n } from '@lingui/core';
import { chooseLanguage, isLanguage, type Language } from '@/domain/enums';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { catalogLoaders } from './catalogs';

/** The language saved on this device (mirrors the user's saved language once known). */
export function savedLanguage(): Language | null {
  const value = localStorage.getItem(STORAGE_KEYS.language);
  return isLanguage(value) ? value : null;
}

export function saveLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
}

/** Spec §1: saved language, else the browser's first two letters if supported, else French. */
export function initialLanguage(): Language {
  return chooseLanguage(savedLanguage(), typeof navigator === 'undefined' ? null : navigator.language);
}

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
