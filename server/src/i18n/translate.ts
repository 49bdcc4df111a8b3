import { readFileSync } from 'node:fs';
import { isLanguage, type Language } from '../../../src/domain/enums';
import { localesFolder } from '../paths';
import { parsePoCatalog } from './po-catalog';

const catalogs = new Map<Language, Map<string, string>>();

function catalogOf(language: Language): Map<string, string> {
  let catalog = catalogs.get(language);
  if (!catalog) {
    // Read once per process, on first use: the catalogs ship with the code and never change at run time.
    catalog = language === 'en' ? new Map() : parsePoCatalog(readFileSync(new URL(`${language}/messages.po`, localesFolder), 'utf8'));
    catalogs.set(language, catalog);
  }
  return catalog;
}

/** The translation of an English source text; English itself when the catalog lacks it (spec §1 fallback). */
export function translate(language: Language, english: string): string {
  return catalogOf(language).get(english) ?? english;
}

/**
 * The language to answer a caller in (spec §1): their saved language; otherwise the first supported
 * language of the request's Accept-Language; otherwise French.
 */
export function answerLanguage(savedLanguage: string | null | undefined, acceptLanguage: string | null): Language {
  if (savedLanguage && isLanguage(savedLanguage)) return savedLanguage;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return 'fr';
}
