// A name the firm defines (an HR document type) in the reader's language: the manager writes one
// per portal language; a language left empty falls back to the type's main name (issue #44: the
// names were shown in English on every screen).

export type NamedInLanguages = {
  name?: string | null;
  names?: { fr?: string | null; en?: string | null; de?: string | null; pt?: string | null } | null;
};

export function nameInLanguage(item: NamedInLanguages | null | undefined, language: string): string {
  const names = item?.names;
  const translated = names && (language === 'fr' || language === 'en' || language === 'de' || language === 'pt') ? names[language] : null;
  return translated?.trim() || item?.name || '';
}
