import { i18n, type Messages } from '@lingui/core';
import { isLanguage, type Language } from '@/domain/enums';
import { catalogLoaders } from './catalogs';
import { initialLanguage, saveLanguage } from './initial-language';

export { showsFirstLoadOnly } from './first-load-pages';
export { initialLanguage, savedLanguage, saveLanguage } from './initial-language';

export function activeLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : initialLanguage();
}

const restLoading = new Map<Language, Promise<void>>();

/** Adds the rest of a language's catalog (a build splits it, see catalogs.ts) to what is loaded; once. */
function loadRest(language: Language, rest: (() => Promise<{ messages: Messages }>) | undefined): Promise<void> {
  let loading = restLoading.get(language);
  if (!loading) {
    loading = rest ? rest().then(({ messages }) => i18n.load(language, messages)) : Promise.resolve();
    // A failed fetch is tried again by the next caller (the route error page offers a reload too).
    loading.catch(() => restLoading.delete(language));
    restLoading.set(language, loading);
  }
  return loading;
}

/**
 * Loads the language's catalog (lazily), activates it and updates `<html lang>`; the date helper
 * follows the active language by itself once a page uses it. `whole: false` is for the sign-in
 * page's first load: only the messages the first load's code shows (loadWholeCatalog adds the rest).
 */
export async function activateLanguage(language: Language, { whole = true }: { whole?: boolean } = {}): Promise<void> {
  const { messages, rest } = await catalogLoaders[language]();
  i18n.load(language, messages);
  if (whole) await loadRest(language, rest);
  i18n.activate(language);
  document.documentElement.lang = language;
}

/** Resolves once the active language's whole catalog is loaded: every page but sign-in waits for it (routes/__root.tsx). */
export async function loadWholeCatalog(): Promise<void> {
  const language = activeLanguage();
  const { rest } = await catalogLoaders[language]();
  await loadRest(language, rest);
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
