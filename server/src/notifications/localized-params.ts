// Names the firm defines in each language (an HR document type) travel in a notification's params
// as `<name>.<language>` beside the main name; a mail in one language uses its own (issue #44).

export type NamesByLanguage = Record<string, string> | null | undefined;

/** `{ documentType: 'Identity card' }` plus `documentType.de: 'Personalausweis'`, … for each language written. */
export function withTranslations(key: string, name: string, names: NamesByLanguage): Record<string, string> {
  const translated = Object.entries(names ?? {}).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  return { [key]: name, ...Object.fromEntries(translated.map(([language, value]) => [`${key}.${language}`, value.trim()])) };
}

/** The params a mail in `language` is filled with: each name in that language where one was written. */
export function paramsIn(language: string, params: Record<string, string>): Record<string, string> {
  const suffix = `.${language}`;
  const localized = Object.entries(params).filter(([key]) => key.endsWith(suffix)).map(([key, value]) => [key.slice(0, -suffix.length), value]);
  return { ...params, ...Object.fromEntries(localized) };
}
