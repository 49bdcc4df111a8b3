import { isLanguage, type Language } from './enums';

// A name the firm defines (an HR document type) in the reader's language: the manager writes one
// per portal language; a language left empty falls back to the type's main name (issue #44: the
// names were shown in English on every screen).

export type NamedInLanguages = {
  name?: string | null;
  names?: Partial<Record<Language, string | null>> | null;
};

export function nameInLanguage(item: NamedInLanguages | null | undefined, language: string): string {
  const translated = isLanguage(language) ? item?.names?.[language] : null;
  return translated?.trim() || item?.name || '';
}
