import { i18n } from '@lingui/core';
import { isLanguage, type Language } from '@/domain/enums';
import { createCatalogParts } from './catalog-parts';
import { catalogLoaders } from './catalogs';
import { catalogPartFor, type CatalogPart } from './first-load-pages';
import { initialLanguage, saveLanguage } from './initial-language';

export { catalogPartFor } from './first-load-pages';
export { initialLanguage, savedLanguage, saveLanguage } from './initial-language';

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : initialLanguage();
}

const catalogs = createCatalogParts(i18n, catalogLoaders);

/**
 * The locale whose number and plural rules each language follows. The portal's Portuguese is
 * European: bare 'pt' follows Brazil's rules, where 0 takes the singular ("0 ficheiro").
 */
const INTL_LOCALES: Record<Language, string[]> = { fr: ['fr'], en: ['en'], de: ['de'], pt: ['pt-PT'] };

/**
 * Loads the language's catalog (lazily), activates it and updates `<html lang>`; the date helper
 * follows the active language by itself once a page uses it. `part` is for a page's first load:
 * only the messages that page needs (catalogPartFor; loadCatalogFor adds more on the next page).
 */
export async function activateLanguage(language: Language, { part = 'whole' }: { part?: CatalogPart } = {}): Promise<void> {
  await catalogs.load(language, { part });
  i18n.activate(language, INTL_LOCALES[language]);
  document.documentElement.lang = language;
}

/** Resolves once the active language's catalog holds what the page at `pathname` shows (routes/__root.tsx). */
export function loadCatalogFor(pathname: string): Promise<void> {
  return catalogs.loadPart(activeLanguage(), catalogPartFor(pathname));
}

/**
 * Resolves once the active language's whole catalog is in: what loads only after a failed request
 * (src/lib/api-message-texts.ts) has its texts in the `rest()` part, which the dashboard has not loaded.
 */
export function loadWholeCatalog(): Promise<void> {
  return catalogs.loadPart(activeLanguage(), 'whole');
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
