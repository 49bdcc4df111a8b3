import { i18n } from '@lingui/core';
import { isLanguage, type Language } from '@/domain/enums';
import { createCatalogParts } from './catalog-parts';
import { catalogLoaders } from './catalogs';
import { initialLanguage, saveLanguage } from './initial-language';

export { showsFirstLoadOnly } from './first-load-pages';
export { initialLanguage, savedLanguage, saveLanguage } from './initial-language';

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : initialLanguage();
}

const catalogs = createCatalogParts(i18n, catalogLoaders);

/**
 * Loads the language's catalog (lazily), activates it and updates `<html lang>`; the date helper
 * follows the active language by itself once a page uses it. `whole: false` is for the sign-in
 * page's first load: only the messages the first load's code shows (loadWholeCatalog adds the rest).
 */
export async function activateLanguage(language: Language, { whole = true }: { whole?: boolean } = {}): Promise<void> {
  await catalogs.load(language, { whole });
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** Resolves once the active language's whole catalog is loaded: every page but sign-in waits for it (routes/__root.tsx). */
export function loadWholeCatalog(): Promise<void> {
  return catalogs.loadRest(activeLanguage());
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
