import { chooseLanguage, isLanguage, type Language } from '@/domain/enums';
import { STORAGE_KEYS } from '@/lib/storage-keys';

// Kept apart from ./language (and Lingui): the catalog preloader (src/app/preload-catalog.ts) runs
// it before the main bundle has arrived, so it must stay this small.

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
